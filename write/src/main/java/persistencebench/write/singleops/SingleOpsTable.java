package persistencebench.write.singleops;

import java.util.Locale;
import java.util.Map;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.measure.OperationLatencies;

/**
 * The console table of the single-operation phases: one row per cell that ran them, each operation's median and 99th
 * percentile in microseconds with its n (the p99 only from {@link OperationLatencies#MIN_OPERATIONS_FOR_P99} operations on,
 * else "-"), the mixes' medians of reads and updates with their n, and whether the answers and the final state matched;
 * cells whose store cannot serve them show why.
 */
public final class SingleOpsTable {
    private final ConsoleTable table = new ConsoleTable("backend", "variant", "insert p50/p99 us (n)", "find p50/p99 us (n)",
            "update p50/p99 us (n)", "delete p50/p99 us (n)", "A read/upd p50 us (n)", "B read/upd p50 us (n)", "C read p50 us (n)", "proof");
    private int rows;

    /** Adds a cell's {@code singleOps} metric, if it has one. */
    public void add(String backendLabel, String variant, Object singleOps) {
        if (!(singleOps instanceof Map<?, ?> phases)) {
            return;
        }
        if (phases.get("notServed") != null) {
            table.addRow(backendLabel, variant, null, null, null, null, null, null, null, "not served: " + phases.get("notServed"));
        } else {
            table.addRow(backendLabel, variant, percentiles(phases, SingleOpsPhase.INSERT, "insert"), percentiles(phases, SingleOpsPhase.FIND, "read"),
                    percentiles(phases, SingleOpsPhase.UPDATE, "update"), percentiles(phases, SingleOpsPhase.DELETE, "delete"),
                    medians(phases, SingleOpsPhase.MIX_A), medians(phases, SingleOpsPhase.MIX_B), medians(phases, SingleOpsPhase.MIX_C),
                    Boolean.TRUE.equals(phases.get("verified")) ? "answers and state ok" : "MISMATCH");
        }
        rows++;
    }

    /** The rendered table, or an empty string when no cell has single operations. */
    public String render() {
        return rows == 0 ? "" : "single operations after the write (each durable per the durability class; answers and final state"
                + " checked against the CSV with the same operations applied; p99 \"-\" below " + OperationLatencies.MIN_OPERATIONS_FOR_P99
                + " operations):\n" + table.render();
    }

    /** "p50 / p99 (n)", the p99 left out below the operations it needs. */
    private static String percentiles(Map<?, ?> phases, SingleOpsPhase phase, String kind) {
        Map<?, ?> latencies = latencies(phases, phase, kind);
        if (latencies == null || !(latencies.get("p50Micros") instanceof Number)) {
            return null;
        }
        long n = ((Number) latencies.get("operations")).longValue();
        String p99 = n >= OperationLatencies.MIN_OPERATIONS_FOR_P99 ? micros(latencies.get("p99Micros")) : "-";
        return micros(latencies.get("p50Micros")) + " / " + p99 + " (" + n + ")";
    }

    /** "reads p50 (n) / updates p50 (n)", or only the reads' for a phase without updates. */
    private static String medians(Map<?, ?> phases, SingleOpsPhase phase) {
        String read = median(latencies(phases, phase, "read"));
        String update = median(latencies(phases, phase, "update"));
        return update == null ? read : read + " / " + update;
    }

    private static String median(Map<?, ?> latencies) {
        return latencies == null || !(latencies.get("p50Micros") instanceof Number) ? null
                : micros(latencies.get("p50Micros")) + " (" + latencies.get("operations") + ")";
    }

    private static Map<?, ?> latencies(Map<?, ?> phases, SingleOpsPhase phase, String kind) {
        return phases.get(phase.key()) instanceof Map<?, ?> p && p.get(kind) instanceof Map<?, ?> k ? k : null;
    }

    private static String micros(Object value) {
        return String.format(Locale.ROOT, "%.1f", ((Number) value).doubleValue());
    }
}
