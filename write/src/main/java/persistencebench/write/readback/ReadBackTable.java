package persistencebench.write.readback;

import java.util.Locale;
import java.util.Map;
import persistencebench.harness.console.ConsoleTable;

/**
 * The console table of the read-back phases: one row per cell that ran them, point-read latencies in microseconds
 * and scan latencies in milliseconds, and whether every phase's answers matched the CSV.
 */
public final class ReadBackTable {
    private final ConsoleTable table = new ConsoleTable("backend", "variant", "open ms", "uniform p50 us", "uniform p99 us",
            "zipfian p50 us", "zipfian p99 us", "scan p50 ms", "scan reads", "answers");
    private int rows;

    /** Adds a cell's {@code readBack} metric, if it has one. */
    public void add(String backendLabel, String variant, Object readBack) {
        if (!(readBack instanceof Map<?, ?> phases)) {
            return;
        }
        boolean ok = ReadBackPhase.values().length == phases.values().stream()
                .filter(p -> p instanceof Map<?, ?> m && Boolean.TRUE.equals(m.get("digestOk"))).count();
        table.addRow(backendLabel, variant, phases.get("openMillis"), value(phases, ReadBackPhase.POINT_UNIFORM, "p50Micros", 1),
                value(phases, ReadBackPhase.POINT_UNIFORM, "p99Micros", 1), value(phases, ReadBackPhase.POINT_ZIPFIAN, "p50Micros", 1),
                value(phases, ReadBackPhase.POINT_ZIPFIAN, "p99Micros", 1), value(phases, ReadBackPhase.RANGE_SCAN, "p50Micros", 1000),
                phases.get("scanKind"), ok ? "digests ok" : "MISMATCH");
        rows++;
    }

    /** The rendered table, or an empty string when no cell ran the read-back. */
    public String render() {
        return rows == 0 ? "" : "read-back after the write (each phase's answers checked against the CSV):\n" + table.render();
    }

    private static String value(Map<?, ?> phases, ReadBackPhase phase, String key, double divisor) {
        return phases.get(phase.key()) instanceof Map<?, ?> p && p.get(key) instanceof Number n
                ? String.format(Locale.ROOT, "%.2f", n.doubleValue() / divisor) : null;
    }
}
