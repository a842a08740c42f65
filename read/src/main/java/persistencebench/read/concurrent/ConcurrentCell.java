package persistencebench.read.concurrent;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.measure.Sample;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.fork.SampleAnswer;

/**
 * Collects the samples of a {@code concurrentReads} cell, each one timed run of the same passes over the same
 * operations, and turns them into its metrics after the clock stopped: throughput over all samples (every measured
 * operation over the summed sample times, as JMH's throughput mode) with the slowest and the fastest sample's beside
 * it; latency percentiles over every measured operation (the 99th only where the distinct operations number at least
 * {@value OperationLatencies#MIN_OPERATIONS_FOR_P99}: repeating fewer does not make a 99th percentile, only their
 * slowest); the CPU this JVM and the database server spent per operation over all samples (their clocks tick in
 * 10 ms, so per-sample readings are coarse); the CPU count with thread counts above it flagged; and the answers'
 * proof: in every pass of every sample every operation answered, with the digest over the answers in operation order
 * equal to the first pass's and to the single-threaded cell's. Each sample's answers are checked as it ends and then
 * dropped, so a cell holds one sample's.
 */
final class ConcurrentCell {
    private final ConcurrentQuery query;
    private final QueryParameters parameters;
    private final long[] arguments;
    private final int warmups;
    private final int passes;
    private final List<Sample> samples = new ArrayList<>();
    private final OperationLatencies latencies = new OperationLatencies();
    private ResultDigest digest;
    private String failure;

    /** @param passes passes over {@code arguments} per sample */
    ConcurrentCell(ConcurrentQuery query, QueryParameters parameters, long[] arguments, int warmups, int passes) {
        this.query = query;
        this.parameters = parameters;
        this.arguments = arguments;
        this.warmups = warmups;
        this.passes = passes;
    }

    /** Adds one sample after checking its answers; false when they fail the check (the cell will fail saying why). */
    boolean add(ReaderThreads.Outcome outcome) {
        int number = samples.size() + 1;
        samples.add(new Sample(null, outcome.wallNanos() / 1e6, null, outcome.cpuMillis() == null ? -1 : outcome.cpuMillis(),
                outcome.serverCpuMillis(), null, null));
        latencies.add(outcome.latencies());
        for (int pass = 0; pass < passes && failure == null; pass++) {
            check(number, pass, Arrays.copyOfRange(outcome.answers(), pass * arguments.length, (pass + 1) * arguments.length));
        }
        return failure == null;
    }

    private void check(int sample, int pass, Object[] answers) {
        String where = "sample " + sample + (passes == 1 ? "" : ", pass " + (pass + 1));
        for (int i = 0; i < arguments.length; i++) {
            if (query.empty(answers[i])) {
                failure = where + ", operation " + (i + 1) + " (argument " + arguments[i] + ") returned no " + query.rowName()
                        + ", but every operation must: its argument comes from the dataset manifest";
                return;
            }
        }
        ResultDigest answered;
        try {
            answered = query.digest(parameters, arguments, answers);
        } catch (RuntimeException e) {
            failure = "the answers of " + where + " were not fully loaded when the operations returned: " + e;
            return;
        }
        if (digest == null) {
            digest = answered;
            return;
        }
        DigestDifference.describe(query.rowName(), "the first pass", digest, where, answered)
                .ifPresent(difference -> failure = "the same operations answered differently in two passes: " + difference);
    }

    /** How long the samples so far took in all. */
    long measuredNanos() {
        return Math.round(samples.stream().mapToDouble(Sample::workMillis).sum() * 1e6);
    }

    /**
     * Records the samples in {@code cell}, or fails it when a sample's answers failed their check or differ from the
     * reference in {@code references} (the first one-thread cell of a query sets it).
     */
    void record(CellResult cell, Map<ConcurrentQuery, ResultDigest> references) {
        if (failure != null) {
            cell.fail(failure);
            return;
        }
        int threads = ((Number) cell.metric("threads")).intValue();
        int cpus = Runtime.getRuntime().availableProcessors();
        long perSample = (long) arguments.length * passes;
        long measured = perSample * samples.size();
        double seconds = measuredNanos() / 1e9;
        cell.samples(samples);
        cell.put("operations", arguments.length);
        cell.put("passesPerSample", passes);
        cell.put("warmupOperations", warmups);
        cell.put("measuredOperations", measured);
        cell.put("opsPerSecond", significant(measured / seconds));
        double slowest = samples.stream().mapToDouble(Sample::workMillis).max().orElseThrow();
        double fastest = samples.stream().mapToDouble(Sample::workMillis).min().orElseThrow();
        cell.put("opsPerSecondRange", List.of(significant(perSample / (slowest / 1e3)), significant(perSample / (fastest / 1e3))));
        Map<String, Object> summary = latencies.summary();
        for (String percentile : new String[] {"meanMicros", "p50Micros", "p90Micros", "maxMicros"}) {
            cell.put(percentile, summary.get(percentile));
        }
        if (arguments.length >= OperationLatencies.MIN_OPERATIONS_FOR_P99) {
            cell.put("p99Micros", summary.get("p99Micros"));
        }
        cell.put("cpuMillisPerOperation", perOperation(samples.stream().map(Sample::cpuMillis).map(cpu -> cpu < 0 ? null : cpu).toList(), measured));
        cell.put("serverCpuMillisPerOperation", perOperation(samples.stream().map(Sample::serverCpuMillis).toList(), measured));
        cell.put("cpus", cpus);
        cell.put("threadsAboveCpus", threads > cpus);
        cell.put("resultCount", digest.count());
        cell.put("resultDigest", digest.digest());
        cell.put(SampleAnswer.RESULT_ROWS, digest.rows());
        ResultDigest reference = threads == 1 ? references.putIfAbsent(query, digest) : references.get(query);
        if (reference == null && threads > 1) {
            cell.fail("no single-threaded answer to compare with: the one-thread cell of this query failed");
        } else if (reference != null) {
            DigestDifference.describe(query.rowName(), "the single-threaded cell", reference, "this cell", digest)
                    .ifPresent(difference -> cell.fail("the threads' answers differ from the single-threaded answer to the same"
                            + " operations: " + difference));
        }
    }

    /** The summed CPU over the measured operations, or null when a sample has no reading (or there is no server). */
    private static Double perOperation(List<Double> cpuMillis, long operations) {
        return cpuMillis.stream().anyMatch(cpu -> cpu == null) ? null
                : significant(cpuMillis.stream().mapToDouble(Double::doubleValue).sum() / operations);
    }

    /** Four significant digits: rounding to a fixed decimal would cost a slow cell's throughput its precision. */
    private static double significant(double value) {
        return new BigDecimal(value).round(new MathContext(4)).doubleValue();
    }
}
