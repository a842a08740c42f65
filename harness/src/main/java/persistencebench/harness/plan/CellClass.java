package persistencebench.harness.plan;

import java.util.Map;
import java.util.Optional;
import persistencebench.harness.resultformat.CellField;

/**
 * The kinds of cell whose forks are planned alike (docs/method.md, "Forks where the noise is"), told apart by what a
 * unit of their interval is and what a fork of them costs.
 */
public enum CellClass {
    /**
     * A write cell's load: one sample of a whole load in each fork (single-shot), its fork's first; a fork's later
     * samples, taken only on request, start from a grown heap and a compiled load path and are not the same quantity.
     */
    WRITE("write", "write store"),
    /** A hot read: time-boxed samples of every hot phase of a contestant in each fork. */
    HOT("hot", "hot read"),
    /** A cold read: one sample in each fresh JVM, which is the unit. */
    COLD("cold", "cold read"),
    /** Concurrent readers: one throughput per fork, from time-boxed samples the plan does not count. */
    CONCURRENT("concurrent", "concurrent read");

    private static final String STORE = "store";
    private static final String HOT_TEMPERATURE = "hot";
    private static final String COLD_TEMPERATURE = "cold";

    private final String key;
    private final String label;

    CellClass(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** The class's name in a result file and in the bundled plan inputs. */
    public String key() {
        return key;
    }

    /** The class as a sentence names it. */
    public String label() {
        return label;
    }

    /**
     * Whether a unit of the class gives one value (a write fork's load, a fresh JVM, a concurrent fork), so samples per
     * fork are not planned.
     */
    public boolean oneValuePerUnit() {
        return this != HOT;
    }

    /**
     * The class of a result file's cell: a concurrent cell has a thread count, a read cell a temperature, a write cell
     * the {@code store} phase; none for anything else (the load-only baseline, a cell of an unknown kind).
     */
    public static Optional<CellClass> of(Map<String, ?> cell) {
        if (cell.get(CellField.THREADS.key()) != null) {
            return Optional.of(CONCURRENT);
        }
        Object temperature = cell.get(CellField.TEMPERATURE.key());
        if (HOT_TEMPERATURE.equals(temperature)) {
            return Optional.of(HOT);
        }
        if (COLD_TEMPERATURE.equals(temperature)) {
            return Optional.of(COLD);
        }
        return STORE.equals(cell.get(CellField.PHASE.key())) ? Optional.of(WRITE) : Optional.empty();
    }

    /** The class of a bundled input by its {@link #key()}. */
    public static CellClass ofKey(String key) {
        for (CellClass cellClass : values()) {
            if (cellClass.key.equals(key)) {
                return cellClass;
            }
        }
        throw new IllegalArgumentException("no cell class '" + key + "'");
    }
}
