package persistencebench.read.concurrent;

import java.util.ArrayList;
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
 * Collects the samples of a {@code concurrentReads} cell, each one timed run of the same operations, and turns them
 * into its metrics after the clock stopped: throughput at the median sample and at the slowest and fastest, latency
 * percentiles over every measured operation (the 99th only from {@value OperationLatencies#MIN_OPERATIONS_FOR_P99}
 * operations on: below that it is the maximum), the CPU this JVM and the database server spent per sample, the CPU
 * count with thread counts above it flagged, and the answers' proof (in every sample every operation answered, and
 * the digest over the answers in operation order equal to the first sample's and to the single-threaded cell's).
 * Each sample's answers are checked as it ends and then dropped, so a cell of many samples holds one sample's.
 */
final class ConcurrentCell {
    private final ConcurrentQuery query;
    private final QueryParameters parameters;
    private final long[] arguments;
    private final int warmups;
    private final List<Sample> samples = new ArrayList<>();
    private final OperationLatencies latencies = new OperationLatencies();
    private ResultDigest digest;
    private String failure;

    ConcurrentCell(ConcurrentQuery query, QueryParameters parameters, long[] arguments, int warmups) {
        this.query = query;
        this.parameters = parameters;
        this.arguments = arguments;
        this.warmups = warmups;
    }

    /** Adds one sample after checking its answers; false when they fail the check (the cell will fail saying why). */
    boolean add(ReaderThreads.Outcome outcome) {
        int number = samples.size() + 1;
        samples.add(new Sample(null, outcome.wallNanos() / 1e6, null, outcome.cpuMillis() == null ? -1 : outcome.cpuMillis(),
                outcome.serverCpuMillis(), null, null));
        latencies.add(outcome.latencies());
        for (int i = 0; i < arguments.length; i++) {
            if (query.empty(outcome.answers()[i])) {
                failure = "sample " + number + ", operation " + (i + 1) + " (argument " + arguments[i] + ") returned no "
                        + query.rowName() + ", but every operation must: its argument comes from the dataset manifest";
                return false;
            }
        }
        ResultDigest answers;
        try {
            answers = query.digest(parameters, arguments, outcome.answers());
        } catch (RuntimeException e) {
            failure = "the answers of sample " + number + " were not fully loaded when the operations returned: " + e;
            return false;
        }
        if (digest == null) {
            digest = answers;
            return true;
        }
        DigestDifference.describe(query.rowName(), "sample 1", digest, "sample " + number, answers)
                .ifPresent(difference -> failure = "the same operations answered differently in two samples: " + difference);
        return failure == null;
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
        cell.samples(samples);
        cell.put("operations", arguments.length);
        cell.put("warmupOperations", warmups);
        cell.put("measuredOperations", (long) arguments.length * samples.size());
        cell.put("opsPerSecond", opsPerSecond(cell.medianMillis()));
        cell.put("opsPerSecondRange", List.of(opsPerSecond(cell.maxMillis()), opsPerSecond(cell.minMillis())));
        Map<String, Object> summary = latencies.summary();
        for (String percentile : new String[] {"meanMicros", "p50Micros", "p90Micros", "maxMicros"}) {
            cell.put(percentile, summary.get(percentile));
        }
        if (latencies.operations() >= OperationLatencies.MIN_OPERATIONS_FOR_P99) {
            cell.put("p99Micros", summary.get("p99Micros"));
        }
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

    private double opsPerSecond(double sampleMillis) {
        return Math.round(arguments.length / (sampleMillis / 1e3) * 10) / 10.0;
    }
}
