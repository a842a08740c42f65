package persistencebench.read.concurrent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.measure.Sample;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;

/**
 * Collects the samples of a {@code concurrentReads} cell in one fork, each one timed run of the same passes over the
 * same operations, and turns them into its metrics after the clock stopped ({@link ConcurrentSamples}), with the CPU
 * count and thread counts above it flagged, the latency histogram for the parent to merge with the other forks'
 * ({@link ConcurrentSamples#handOver}), and the answers' proof: in every pass of every sample every operation answered,
 * with the digest over the answers in operation order equal to the first pass's and to the reference, the fork
 * warm-up's one-thread answer to the same operations ({@link ForkWarmUp}). Each sample's answers are checked as it ends
 * and then dropped, so a cell holds one sample's.
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
                outcome.serverCpuMillis(), null, null, null, null, outcome.machine()));
        latencies.add(outcome.latencies());
        for (int pass = 0; pass < passes && failure == null; pass++) {
            check(number, pass, Arrays.copyOfRange(outcome.answers(), pass * arguments.length, (pass + 1) * arguments.length));
        }
        return failure == null;
    }

    private void check(int sample, int pass, Object[] answers) {
        String where = "sample " + sample + (passes == 1 ? "" : ", pass " + (pass + 1));
        ResultDigest answered;
        try {
            answered = PassAnswers.digest(query, parameters, arguments, answers);
        } catch (PassAnswers.Unproven e) {
            failure = where + ": " + e.getMessage();
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
     * Records the samples in {@code cell}, or fails it when a sample's answers failed their check or differ from
     * {@code reference}, the fork's one-thread answer (empty when its warm-up proved none).
     */
    void record(CellResult cell, Optional<ResultDigest> reference) {
        if (failure != null) {
            cell.fail(failure);
            return;
        }
        int threads = ((Number) cell.metric(CellField.THREADS)).intValue();
        int cpus = Runtime.getRuntime().availableProcessors();
        long perSample = (long) arguments.length * passes;
        cell.samples(samples);
        cell.put(CellField.OPERATIONS, arguments.length);
        cell.put(CellField.PASSES_PER_SAMPLE, passes);
        cell.put(CellField.WARMUP_OPERATIONS, warmups);
        new ConcurrentSamples(samples.stream().map(Sample::workMillis).toList(), samples.stream().map(sample -> perSample).toList(),
                samples.stream().map(sample -> sample.cpuMillis() < 0 ? null : sample.cpuMillis()).toList(),
                samples.stream().anyMatch(sample -> sample.serverCpuMillis() != null) ? samples.stream().map(Sample::serverCpuMillis).toList()
                        : List.of(), latencies).record(cell, arguments.length);
        ConcurrentSamples.handOver(cell, latencies);
        cell.put(CellField.CPUS, cpus);
        cell.put(CellField.THREADS_ABOVE_CPUS, threads > cpus);
        cell.put(CellField.RESULT_COUNT, digest.count());
        cell.put(CellField.RESULT_DIGEST, digest.digest());
        cell.put(CellField.RESULT_ROWS, digest.rows());
        reference.ifPresentOrElse(one -> DigestDifference.describe(query.rowName(), "the fork's one-thread answer", one, "this cell", digest)
                        .ifPresent(difference -> cell.fail("the threads' answers differ from the single-threaded answer to the same"
                                + " operations: " + difference)),
                () -> cell.fail("no single-threaded answer to compare with: the fork's one-thread warm-up of this query proved none"
                        + " (its forkWarmUp says why)"));
    }
}
