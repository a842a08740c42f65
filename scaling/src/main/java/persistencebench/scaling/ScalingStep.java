package persistencebench.scaling;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import persistencebench.harness.resultformat.ScalingField;

/**
 * One program run of the study: which program, with which settings, and where its result file goes.
 *
 * @param name       unique in the study and a directory name: {@code read-medium}, {@code write-1000000},
 *                   {@code wall-1g-large}
 * @param kind       its part of the study
 * @param size       the bookstore size (read, wall), null for a write step
 * @param rows       the trips (write), 0 for a bookstore step
 * @param heap       the {@code -Xmx} of the program's forked JVMs, null for the write program's own default
 * @param program    the program's main class
 * @param properties the program's settings, by name
 * @param weight     what the step's time grows with (the bookstore's purchase bound, or the trips), for the ETA
 */
record ScalingStep(String name, Case kind, String size, long rows, String heap, Class<?> program, Map<String, String> properties,
                   long weight) {

    ScalingStep {
        properties = Map.copyOf(properties);
    }

    /** The result file's kind the program writes: {@code read} or {@code write}. */
    String benchmark() {
        return kind == Case.WRITE ? "write" : "read";
    }

    /** Puts what names this step into a steps entry or a point: its name, case, size or trips, and heap. */
    ObjectNode describe(ObjectNode node) {
        node.put(ScalingField.STEP.key(), name);
        node.put(ScalingField.CASE.key(), kind.label());
        if (size != null) {
            node.put(ScalingField.SIZE.key(), size);
        } else {
            node.put(ScalingField.ROWS.key(), rows);
        }
        return node.put(ScalingField.HEAP.key(), heap);
    }
}
