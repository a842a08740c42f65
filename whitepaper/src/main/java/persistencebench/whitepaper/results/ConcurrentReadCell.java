package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import persistencebench.harness.measure.OperationLatencies;

/**
 * One {@code concurrentReads} cell of a read result file (see {@code docs/result-files.md}): a backend, variant and
 * database read by {@code threads} threads in a connection mode, with its throughput and latency percentiles instead of
 * samples, and the CPU this JVM and the database server spent over its wall time. A skipped cell ({@code skipped}: why
 * the mode does not apply) has no numbers.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ConcurrentReadCell(
        String backend,
        String variant,
        String database,
        Boolean ok,
        String failure,
        String skipped,
        Integer threads,
        String connectionMode,
        String query,
        String connectionSetup,
        Integer operations,
        Double opsPerSecond,
        Double p50Micros,
        Double p90Micros,
        Double p99Micros,
        Double maxMicros,
        Double cpuMillis,
        Double serverCpuMillis,
        Integer warmupOperationsPerConnection,
        Boolean poolFull,
        Integer cpus,
        Boolean threadsAboveCpus,
        String resultDigest) {

    /** The phase these cells carry in result files. */
    public static final String PHASE = "concurrentReads";

    /** Whether the cell was measured and succeeded. */
    public boolean measured() {
        return skipped == null && !Boolean.FALSE.equals(ok);
    }

    /**
     * The 99th percentile where the cell has enough operations for one, else null: with fewer than
     * {@value OperationLatencies#MIN_OPERATIONS_FOR_P99} it is the maximum (files written before the cells left it out
     * may still carry it).
     */
    public Double shownP99Micros() {
        return operations != null && operations >= OperationLatencies.MIN_OPERATIONS_FOR_P99 ? p99Micros : null;
    }

    /** This JVM's CPU milliseconds per measured operation, or null when not recorded. */
    public Double cpuMillisPerOperation() {
        return perOperation(cpuMillis);
    }

    /** The database server's CPU milliseconds per measured operation, or null (no server, or not recorded). */
    public Double serverCpuMillisPerOperation() {
        return perOperation(serverCpuMillis);
    }

    private Double perOperation(Double millis) {
        return millis == null || operations == null || operations == 0 ? null : millis / operations;
    }

    /** Whether the cell ran on a database other than the study's PostgreSQL. */
    public boolean onOtherDatabase() {
        return database != null && !Database.isStudy(database);
    }
}
