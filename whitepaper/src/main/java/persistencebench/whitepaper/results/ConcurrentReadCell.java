package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import persistencebench.harness.measure.OperationLatencies;

/**
 * One {@code concurrentReads} cell of a read result file (see {@code docs/result-files.md}): a backend, variant and
 * database read by {@code threads} threads in a connection mode, with its throughput over all samples and the slowest
 * and fastest sample's (each sample one timed run of passes over its distinct {@code operations}), latency percentiles
 * over all {@code measuredOperations}, and the CPU this JVM and the database server spent per operation. A skipped
 * cell ({@code skipped}: why the mode does not apply) has no numbers. Files written before cells had samples have one
 * run and no {@code samplesMillis}, {@code measuredOperations}, {@code opsPerSecondRange} or CPU per operation (it is
 * then the run's CPU over its operations).
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
        Long measuredOperations,
        List<Double> samplesMillis,
        Double opsPerSecond,
        List<Double> opsPerSecondRange,
        Double p50Micros,
        Double p90Micros,
        Double p99Micros,
        Double maxMicros,
        Double cpuMillis,
        Double serverCpuMillis,
        Double cpuMillisPerOperation,
        Double serverCpuMillisPerOperation,
        Integer warmupOperationsPerConnection,
        Boolean poolFull,
        Double harnessCeilingOpsPerSecond,
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
     * The 99th percentile where the cell has enough distinct operations for one, else null: with fewer than
     * {@value OperationLatencies#MIN_OPERATIONS_FOR_P99} it is the slowest of them, however often they were repeated
     * (files written before the cells left it out may still carry it).
     */
    public Double shownP99Micros() {
        return operations != null && operations >= OperationLatencies.MIN_OPERATIONS_FOR_P99 ? p99Micros : null;
    }

    /** How many operations the cell measured over all its samples (a file without samples: its one run's). */
    @Override
    public Long measuredOperations() {
        return measuredOperations != null ? measuredOperations : operations == null ? null : Long.valueOf(operations);
    }

    /** How many samples the cell measured (a file without samples: one run), or null when it measured none. */
    public Integer samples() {
        return samplesMillis != null && !samplesMillis.isEmpty() ? Integer.valueOf(samplesMillis.size()) : opsPerSecond == null ? null : 1;
    }


    /** This JVM's CPU milliseconds per measured operation, or null when not recorded. */
    public Double jvmCpuPerOperation() {
        return cpuMillisPerOperation != null || samplesMillis != null && !samplesMillis.isEmpty() ? cpuMillisPerOperation : perOperation(cpuMillis);
    }

    /** The database server's CPU milliseconds per measured operation, or null (no server, or not recorded). */
    public Double serverCpuPerOperation() {
        return serverCpuMillisPerOperation != null || samplesMillis != null && !samplesMillis.isEmpty() ? serverCpuMillisPerOperation
                : perOperation(serverCpuMillis);
    }

    /** A file without samples: its one run's CPU over its operations. */
    private Double perOperation(Double millis) {
        return millis == null || operations == null || operations == 0 ? null : millis / operations;
    }

    /** Whether the cell ran on a database other than the study's PostgreSQL. */
    public boolean onOtherDatabase() {
        return database != null && !Database.isStudy(database);
    }
}
