package persistencebench.read.concurrent;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.measure.JvmActivity;
import persistencebench.harness.measure.SteadyState;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.ConcurrentQueries;

/**
 * The fork's warm-up, before its first cell: every query's measured operations run on one thread, one pass and then
 * runs of a third of a box ({@link ConcurrentPlan#passesPerWarmupRun}), until the plan's rule stops them
 * ({@link ConcurrentPlan#anotherWarmupRun}: at least two boxes and six runs, then until no trend, ten boxes at most),
 * untimed: the first cells would otherwise measure while the JIT still compiles the readers' code, which the later
 * cells do not. The median of the last three runs' times per pass sets the query's passes per sample
 * ({@link ConcurrentPlan#passesPerSample}), and the last run's answers, proven ({@link PassAnswers}), are the reference
 * that every cell's answers must equal: one thread answering the same operations, known before the first cell, whatever
 * the fork's thread order. What happened is kept for the cells ({@code forkWarmUp}).
 */
final class ForkWarmUp {
    private final ConcurrentPlan plan;
    private final QueryParameters parameters;
    private final PrintStream log;
    private final Map<ConcurrentQuery, Integer> passes = new EnumMap<>(ConcurrentQuery.class);
    private final Map<ConcurrentQuery, String> descriptions = new EnumMap<>(ConcurrentQuery.class);
    private final Map<ConcurrentQuery, ResultDigest> references = new EnumMap<>(ConcurrentQuery.class);
    private final Map<ConcurrentQuery, String> unsettled = new EnumMap<>(ConcurrentQuery.class);
    private boolean ran;

    ForkWarmUp(ConcurrentPlan plan, QueryParameters parameters, PrintStream log) {
        this.plan = plan;
        this.parameters = parameters;
        this.log = log;
    }

    /** Runs the warm-up on {@code queries}, the first connections the fork opened; does nothing after the first call. */
    void runOnce(ConcurrentQueries queries) {
        if (ran) {
            return;
        }
        ran = true;
        for (String label : plan.queries()) {
            ConcurrentQuery query = ConcurrentQuery.ofLabel(label);
            long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), plan.operations(query));
            List<Long> runs = new ArrayList<>();
            List<Double> jits = new ArrayList<>();
            long start = System.nanoTime();
            try {
                ReaderThreads.Outcome last = null;
                int runPasses = 1;
                while (plan.anotherWarmupRun(runs, System.nanoTime() - start)) {
                    Long jitBefore = JvmActivity.compilationMillis();
                    last = ReaderThreads.run(1, arguments, runPasses, argument -> query.run(queries, parameters, argument));
                    Long jitAfter = JvmActivity.compilationMillis();
                    // per pass, so runs of different lengths compare; the window's JIT share is the same either way
                    long passNanos = last.wallNanos() / runPasses;
                    runs.add(passNanos);
                    jits.add(jitBefore == null || jitAfter == null ? null : (double) (jitAfter - jitBefore) / runPasses);
                    runPasses = plan.passesPerWarmupRun(passNanos);
                }
                List<Long> lastRuns = new ArrayList<>(runs.subList(Math.max(0, runs.size() - 3), runs.size()));
                Collections.sort(lastRuns);
                long pass = lastRuns.get(lastRuns.size() / 2);
                passes.put(query, plan.passesPerSample(pass));
                SteadyState.Verdict verdict = ConcurrentPlan.steady(runs);
                double jitPercent = ConcurrentPlan.jitPercent(runs, jits);
                if (!verdict.steady()) {
                    unsettled.put(query, String.format(Locale.ROOT, "the fork's warm-up of the %s query was not steady after %d runs in %.0f"
                            + " ms: %s", label, runs.size(), (System.nanoTime() - start) / 1e6, verdict.reason()));
                }
                // the compile time is summed over the JIT's threads, which run beside the warming one: it can exceed the runs' time
                descriptions.put(query, String.format(Locale.ROOT, "%d runs of the operations on one thread in %.0f ms, %s, JIT compilation"
                        + " (summed over the compiler threads) equal to %.1f %% of the last %d runs' time; a pass took %.3f ms (the median of the last %d), so a sample is %d pass(es)",
                        runs.size(), (System.nanoTime() - start) / 1e6, verdict.steady() ? "steady (no trend over the last " + SteadyState.WINDOW
                        + ")" : "not steady when its time was up (" + verdict.reason() + ")", jitPercent, Math.min(runs.size(),
                        SteadyState.WINDOW), pass / 1e6, lastRuns.size(), passes.get(query)));
                references.put(query, PassAnswers.digest(query, parameters, arguments, Arrays.copyOf(last.answers(), arguments.length)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                descriptions.put(query, "interrupted after " + runs.size() + " runs; a sample is 1 pass");
                return;
            } catch (PassAnswers.Unproven e) {
                descriptions.merge(query, "; its last run's answers, the reference, failed their proof: " + e.getMessage(), String::concat);
                log.println("  concurrentReads: the fork's warm-up of the " + label + " query answered wrong: " + e.getMessage());
            } catch (RuntimeException e) {
                descriptions.put(query, "FAILED after " + runs.size() + " runs (" + e + "); a sample is 1 pass, the JIT may be cold");
                log.println("  concurrentReads: the fork's warm-up of the " + label + " query failed: " + e);
            }
        }
    }

    /** Why the warm-up of {@code query} did not settle; empty where it did (or did not run to its end). */
    Optional<String> unsettled(ConcurrentQuery query) {
        return Optional.ofNullable(unsettled.get(query));
    }

    /** Passes over {@code query}'s operations per sample: 1 until (or where) the warm-up set it. */
    int passes(ConcurrentQuery query) {
        return passes.getOrDefault(query, 1);
    }

    /** What the warm-up of {@code query} did, or null before it ran. */
    String description(ConcurrentQuery query) {
        return descriptions.get(query);
    }

    /** The one-thread answer to {@code query}'s measured operations; empty where the warm-up did not prove one. */
    Optional<ResultDigest> reference(ConcurrentQuery query) {
        return Optional.ofNullable(references.get(query));
    }
}
