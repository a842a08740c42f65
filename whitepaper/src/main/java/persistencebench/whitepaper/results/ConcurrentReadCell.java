package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Optional;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.measure.LogSummary;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.resultformat.CellField;

/**
 * One {@code concurrentReads} cell of a read result file (see {@code docs/result-files.md}): a backend, variant and
 * database read by {@code threads} threads in a connection mode, with its throughput over all samples of all its forks
 * and the slowest and fastest sample's (each sample one timed run of passes over its distinct {@code operations}), the
 * 95 % interval of the throughput over the forks ({@code ci95}, {@code ciUnits} forks), latency percentiles over all
 * {@code measuredOperations}, the CPU this JVM and the database server spent per operation, each fork's thread order
 * and, for a fork's first cell of a query, its drift: the cell measured again at the fork's end. A skipped cell
 * ({@code skipped}: why the mode does not apply) has no numbers. Files written before cells had forks have one fork and
 * no interval, order or drift; files written before cells had samples have one run and no {@code samplesMillis},
 * {@code measuredOperations}, {@code opsPerSecondRange} or CPU per operation (it is then the run's CPU over its
 * operations).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ConcurrentReadCell(
        String id,
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
        List<Double> ci95,
        Integer ciUnits,
        String ciOf,
        List<String> threadOrder,
        List<Drift> drift,
        Boolean driftBeyondInterval,
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
        String resultDigest,
        Boolean steadyState,
        List<String> notSteady,
        List<Double> forkOpsPerSecond) implements SteadyStateCell {

    public ConcurrentReadCell {
        notSteady = notSteady == null ? List.of() : List.copyOf(notSteady);
        forkOpsPerSecond = forkOpsPerSecond == null ? List.of() : List.copyOf(forkOpsPerSecond);
    }


    /**
     * One fork's drift check of the cell: its throughput in its place in the fork and measured again at the fork's end.
     *
     * @param fork the fork (1-based)
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Drift(Integer fork, Double startOpsPerSecond, Double endOpsPerSecond, Double endOverStart) {
    }

    /** The phase these cells carry in result files. */
    public static final String PHASE = "concurrentReads";
    /**
     * Whether the cell's throughput is at least half the harness's ceiling for it (its threads, operations and passes doing
     * nothing): there the harness's own cost per operation weighs on the figure.
     */
    public boolean nearHarnessCeiling() {
        return harnessCeilingOpsPerSecond != null && opsPerSecond != null && opsPerSecond >= harnessCeilingOpsPerSecond / 2;
    }

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

    /**
     * The throughput a comparison uses: the geometric mean of the forks' throughputs ({@code forkOpsPerSecond}) with its
     * interval on the log scale ({@link Estimate#of}); a file without them (written before cells had forks) gives
     * {@link #opsPerSecond()} on one fork, without an interval. Null-free only where {@link #opsPerSecond()} is.
     */
    public Estimate throughput() {
        if (!forkOpsPerSecond.isEmpty()) {
            return LogSummary.of(forkOpsPerSecond).map(log -> Estimate.of(log, Estimate.FORK))
                    .orElseGet(() -> new Estimate(opsPerSecond, Optional.empty(), forkOpsPerSecond.size(), Estimate.FORK));
        }
        boolean geometric = CellField.GEOMEAN_OPS_PER_SECOND.key().equals(ciOf) && ci95 != null && ci95.size() == 2 && ciUnits != null
                && ciUnits >= 2 && ci95.get(0) > 0;
        return geometric ? Estimate.recorded(opsPerSecond, Optional.of(new ConfidenceInterval(ci95.get(0), ci95.get(1), ciUnits)), ciUnits,
                Estimate.FORK) : new Estimate(opsPerSecond, Optional.empty(), 1, Estimate.FORK);
    }

    /**
     * The time a comparison ranks by: milliseconds per operation, the reciprocal of {@link #throughput()} with the same
     * spread on the log scale; empty without a positive throughput.
     */
    public Optional<Estimate> millisPerOperation() {
        return opsPerSecond == null || opsPerSecond <= 0 ? Optional.empty() : Optional.of(throughput().reciprocal(1000));
    }

    /** The 95 % interval of {@link #throughput()} over the cell's forks; empty with one fork (or an older file). */
    public Optional<ConfidenceInterval> interval() {
        return opsPerSecond == null ? Optional.empty() : throughput().interval();
    }

    /** How many forks measured the cell: its interval's units, one where it has none. */
    public int forks() {
        return forkOpsPerSecond.isEmpty() ? 1 : forkOpsPerSecond.size();
    }

    /** Whether the cell ran on a database other than the study's PostgreSQL. */
    public boolean onOtherDatabase() {
        return database != null && !Database.isStudy(database);
    }
}
