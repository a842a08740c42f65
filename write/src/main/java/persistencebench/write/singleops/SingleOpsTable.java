package persistencebench.write.singleops;

import java.util.Locale;
import java.util.Map;
import persistencebench.harness.console.ConsoleTable;

/**
 * The console table of the single-operation phases: one row per cell that ran them, each operation's median and 99th
 * percentile in microseconds, the mixes' medians of reads and updates, and whether the answers and the final state
 * matched; cells whose store cannot serve them show why.
 */
public final class SingleOpsTable {
    private final ConsoleTable table = new ConsoleTable("backend", "variant", "insert p50/p99 us", "find p50/p99 us", "update p50/p99 us",
            "delete p50/p99 us", "A read/upd p50 us", "B read/upd p50 us", "C read p50 us", "proof");
    private int rows;

    /** Adds a cell's {@code singleOps} metric, if it has one. */
    public void add(String backendLabel, String variant, Object singleOps) {
        if (!(singleOps instanceof Map<?, ?> phases)) {
            return;
        }
        if (phases.get("notServed") != null) {
            table.addRow(backendLabel, variant, null, null, null, null, null, null, null, "not served: " + phases.get("notServed"));
        } else {
            table.addRow(backendLabel, variant, pair(phases, SingleOpsPhase.INSERT, "insert"), pair(phases, SingleOpsPhase.FIND, "read"),
                    pair(phases, SingleOpsPhase.UPDATE, "update"), pair(phases, SingleOpsPhase.DELETE, "delete"),
                    medians(phases, SingleOpsPhase.MIX_A), medians(phases, SingleOpsPhase.MIX_B), medians(phases, SingleOpsPhase.MIX_C),
                    Boolean.TRUE.equals(phases.get("verified")) ? "answers and state ok" : "MISMATCH");
        }
        rows++;
    }

    /** The rendered table, or an empty string when no cell has single operations. */
    public String render() {
        return rows == 0 ? "" : "single operations after the write (each durable per the durability class; answers and final state"
                + " checked against the CSV with the same operations applied):\n" + table.render();
    }

    private static String pair(Map<?, ?> phases, SingleOpsPhase phase, String kind) {
        String p50 = value(phases, phase, kind, "p50Micros");
        return p50 == null ? null : p50 + " / " + value(phases, phase, kind, "p99Micros");
    }

    private static String medians(Map<?, ?> phases, SingleOpsPhase phase) {
        String read = value(phases, phase, "read", "p50Micros");
        String update = value(phases, phase, "update", "p50Micros");
        return update == null ? read : read + " / " + update;
    }

    private static String value(Map<?, ?> phases, SingleOpsPhase phase, String kind, String key) {
        return phases.get(phase.key()) instanceof Map<?, ?> p && p.get(kind) instanceof Map<?, ?> k && k.get(key) instanceof Number n
                ? String.format(Locale.ROOT, "%.1f", n.doubleValue()) : null;
    }
}
