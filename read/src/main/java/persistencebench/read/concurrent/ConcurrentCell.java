package persistencebench.read.concurrent;

import java.util.Map;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.fork.SampleAnswer;

/**
 * Turns a measured run of a {@code concurrentReads} cell into its metrics, after the clock stopped: throughput over
 * the wall time, latency percentiles (the 99th only from {@value OperationLatencies#MIN_OPERATIONS_FOR_P99}
 * operations on: below that it is the maximum), the CPU this JVM and the database server spent over the wall time,
 * the CPU count with thread counts above it flagged, and the answers' proof (every operation answered, the digest over
 * all answers in operation order equal to the single-threaded cell's).
 */
final class ConcurrentCell {
    private final ConcurrentQuery query;
    private final QueryParameters parameters;
    private final long[] arguments;
    private final int warmups;

    ConcurrentCell(ConcurrentQuery query, QueryParameters parameters, long[] arguments, int warmups) {
        this.query = query;
        this.parameters = parameters;
        this.arguments = arguments;
        this.warmups = warmups;
    }

    /**
     * Records {@code outcome} in {@code cell}, or fails it when an answer is empty or differs from the reference in
     * {@code references} (the first one-thread cell of a query sets it).
     */
    void record(CellResult cell, ReaderThreads.Outcome outcome, Map<ConcurrentQuery, ResultDigest> references) {
        int threads = ((Number) cell.metric("threads")).intValue();
        int cpus = Runtime.getRuntime().availableProcessors();
        cell.put("operations", arguments.length);
        cell.put("warmupOperations", warmups);
        cell.put("wallMillis", Math.round(outcome.wallNanos() / 1000.0) / 1000.0);
        cell.put("opsPerSecond", Math.round(arguments.length / (outcome.wallNanos() / 1e9) * 10) / 10.0);
        Map<String, Object> latencies = outcome.latencies().summary();
        for (String percentile : new String[] {"meanMicros", "p50Micros", "p90Micros", "maxMicros"}) {
            cell.put(percentile, latencies.get(percentile));
        }
        if (arguments.length >= OperationLatencies.MIN_OPERATIONS_FOR_P99) {
            cell.put("p99Micros", latencies.get("p99Micros"));
        }
        cell.cpu(outcome.cpuMillis(), outcome.serverCpuMillis());
        cell.put("cpus", cpus);
        cell.put("threadsAboveCpus", threads > cpus);
        for (int i = 0; i < arguments.length; i++) {
            if (query.empty(outcome.answers()[i])) {
                cell.fail("operation " + (i + 1) + " (argument " + arguments[i] + ") returned no " + query.rowName() + ", but every"
                        + " operation must: its argument comes from the dataset manifest");
                return;
            }
        }
        ResultDigest digest;
        try {
            digest = query.digest(parameters, arguments, outcome.answers());
        } catch (RuntimeException e) {
            cell.fail("the answers were not fully loaded when the operations returned: " + e);
            return;
        }
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
}
