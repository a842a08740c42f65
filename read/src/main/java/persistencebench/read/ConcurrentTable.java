package persistencebench.read;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.resultformat.CellField;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.plugin.ReadBackend;

/**
 * The end-of-run table of the {@code concurrentReads} cells: per contestant, query, connection mode and thread count
 * the forks and samples, the operations measured over them (n), the throughput (the geometric mean of the forks') with
 * its 95 % interval over the forks, a drift beyond that interval, and latency percentiles (p99 only where the distinct operations allow
 * one), the CPU this JVM and the database server spent per operation, and thread counts above the machine's CPUs
 * flagged.
 */
final class ConcurrentTable {
    private static final String[] HEADERS = {"backend / variant", "query", "mode", "threads", "forks", "samples", "n", "ops/s",
        "ops/s 95% CI", "p50 ms", "p90 ms", "p99 ms", "max ms", "cpu us/op jvm+server", "state"};
    /** In the p99 column of a cell with fewer operations than a 99th percentile needs. */
    private static final String NO_P99 = "-";
    /** In the interval column of a cell measured in one fork: one unit gives no interval. */
    private static final String NO_INTERVAL = "-";

    private ConcurrentTable() {
    }

    static String render(List<CellResult> cells, BackendRegistry<ReadBackend> registry) {
        List<CellResult> concurrent = cells.stream().filter(cell -> ConcurrentPlan.PHASE.equals(cell.phase())).toList();
        if (concurrent.isEmpty()) {
            return "";
        }
        ConsoleTable table = new ConsoleTable(HEADERS);
        for (CellResult cell : concurrent) {
            boolean ok = cell.ok();
            table.addRow(contestant(cell, registry), cell.metric(CellField.QUERY), cell.metric(CellField.CONNECTION_MODE),
                    cell.metric(CellField.THREADS),
                    ok ? cell.ciUnits() : null, ok ? cell.samplesMillis().size() : null, ok ? cell.metric(CellField.MEASURED_OPERATIONS) : null,
                    ok ? throughput(cell) : null, ok ? interval(cell) : null, ok ? millis(cell, CellField.P50_MICROS) : null,
                    ok ? millis(cell, CellField.P90_MICROS) : null, ok ? p99(cell) : null, ok ? millis(cell, CellField.MAX_MICROS) : null,
                    ok ? cpu(cell) : null,
                    state(cell));
        }
        return table.render()
                + "Throughput: the geometric mean of the forks' throughputs, each a fork's measured operations (split over the threads)"
                + " over its samples' summed wall time; its 95% CI is Student's t on their logarithms (none with one fork); latencies per operation over all samples of"
                + " all forks (HdrHistogram); CPU per operation over all samples.\n"
                + "Shared: one connection, session source or storage for all threads; pool: a pool sized to the threads.\n"
                + "n: operations measured over the cell's samples (passes over its distinct operations); p99 " + NO_P99 + " where the"
                + " distinct operations are fewer than " + OperationLatencies.MIN_OPERATIONS_FOR_P99 + " (its 99th percentile would be"
                + " its slowest).\n\n";
    }

    /** {@code jdbc/tuned on h2 concurrentReads shared slow 4 threads}, for messages. */
    static String label(CellResult cell) {
        Object database = cell.metric(CellField.DATABASE);
        return cell.backend() + "/" + cell.variant() + (database == null || PostgresEngine.NAME.equals(database) ? "" : " on " + database)
                + " " + cell.phase() + " " + cell.metric(CellField.CONNECTION_MODE) + " " + cell.metric(CellField.QUERY)
                + " " + cell.metric(CellField.THREADS)
                + " thread(s)";
    }

    private static String contestant(CellResult cell, BackendRegistry<ReadBackend> registry) {
        Object database = cell.metric(CellField.DATABASE);
        String label = registry.names().contains(cell.backend()) ? registry.byName(cell.backend()).descriptor().label() : cell.backend();
        return label + " " + cell.variant() + (database == null || PostgresEngine.NAME.equals(database) ? "" : " on " + database);
    }

    /** CPU per operation over all samples, in microseconds: this JVM's, plus the database server's where it was read. */
    private static String cpu(CellResult cell) {
        if (!(cell.metric(CellField.CPU_MILLIS_PER_OPERATION) instanceof Number jvm)) {
            return null;
        }
        return String.format(Locale.ROOT, "%.1f", jvm.doubleValue() * 1000)
                + (cell.metric(CellField.SERVER_CPU_MILLIS_PER_OPERATION) instanceof Number server
                ? String.format(Locale.ROOT, "+%.1f", server.doubleValue() * 1000) : "");
    }

    /** The headline its interval is of: the geometric mean of the forks' throughputs. */
    private static Object throughput(CellResult cell) {
        return cell.metric(CellField.GEOMEAN_OPS_PER_SECOND);
    }

    /** {@code 1,234-1,456}: the throughput's 95 % interval over the forks, or "-" with one fork. */
    private static String interval(CellResult cell) {
        List<Double> ci = cell.ci95();
        return ci == null || !CellField.GEOMEAN_OPS_PER_SECOND.key().equals(cell.ciOf()) ? NO_INTERVAL
                : String.format(Locale.ROOT, "%,.1f-%,.1f", ci.get(0), ci.get(1));
    }

    private static String p99(CellResult cell) {
        return cell.metric(CellField.P99_MICROS) == null ? NO_P99 : millis(cell, CellField.P99_MICROS);
    }

    private static String millis(CellResult cell, CellField micros) {
        return cell.metric(micros) instanceof Number n ? String.format(Locale.ROOT, "%.3f", n.doubleValue() / 1000) : null;
    }

    private static String state(CellResult cell) {
        if (cell.skipped() != null) {
            return cell.skipped();
        }
        if (!cell.ok()) {
            return "FAILED";
        }
        String state = Boolean.TRUE.equals(cell.metric(CellField.THREADS_ABOVE_CPUS))
                ? "ok, more threads than the " + cell.metric(CellField.CPUS) + " CPUs" : "ok";
        if (Boolean.TRUE.equals(cell.metric(CellField.DRIFT_BEYOND_INTERVAL))) {
            state += ", drift beyond its CI";
        }
        return Boolean.FALSE.equals(cell.metric(CellField.STEADY_STATE)) ? state + ", not at steady state" : state;
    }
}
