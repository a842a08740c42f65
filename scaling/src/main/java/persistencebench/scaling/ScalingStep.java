package persistencebench.scaling;

import java.util.Map;

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
}
