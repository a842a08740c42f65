package persistencebench.read.concurrent;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CpuClock;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;

/**
 * Measures the {@code concurrentReads} cells of one contestant in the current (forked) JVM, after its hot rounds have
 * run in other forks. What a mode's threads share is opened outside any timing: once for all thread counts
 * ({@code shared}) or once per thread count ({@code pool}, sized to the threads, full when opened); after each opening
 * every connection runs its own warm-up ({@link ConnectionWarmUp}). Before the first cell, each query's operations run
 * on one thread for the plan's warm-up time (the fork's warm-up), which also sets how many passes over its operations
 * make one sample. Then per thread count and query every mode's cell is measured in turn, so the modes' cells of a
 * thread count run next to each other in the JVM's life, the modes' order alternating from one thread count and query
 * to the next: the cell's warm-up (half its operations, other arguments, as many passes as a sample), then its samples
 * ({@link ReaderThreads}, {@link ConcurrentCell}), then the harness's ceiling for the cell ({@link HarnessCeiling}). The first cell of each query (one thread) gives the reference
 * answer every later cell of that query must equal. A mode the variant cannot serve yields skipped cells saying why.
 */
public final class ConcurrentRunner {
    private final ConcurrentPlan plan;
    private final QueryParameters parameters;
    private final CpuClock serverCpu;
    private final PrintStream log;
    private final Map<ConcurrentQuery, ResultDigest> references = new EnumMap<>(ConcurrentQuery.class);
    /** Passes over a query's operations per sample, set by the fork's warm-up; absent until it ran. */
    private final Map<ConcurrentQuery, Integer> passes = new EnumMap<>(ConcurrentQuery.class);
    /** What the fork's warm-up of each query did, for its cells. */
    private final Map<ConcurrentQuery, String> forkWarmUps = new EnumMap<>(ConcurrentQuery.class);

    /** @param serverCpu the database server's CPU clock (its process tree on this machine), or null: none, or not readable */
    public ConcurrentRunner(ConcurrentPlan plan, QueryParameters parameters, CpuClock serverCpu, PrintStream log) {
        this.plan = plan;
        this.parameters = parameters;
        this.serverCpu = serverCpu;
        this.log = log;
    }

    /** Measures every cell of the plan for {@code backend}/{@code variant} and hands each to {@code report}. */
    public void run(String backend, String variant, ConcurrentAccess access, DatasetTarget target, Consumer<CellResult> report) {
        List<Scope> lasting = new ArrayList<>();
        List<Scope> perThreadCount = new ArrayList<>();
        for (ConnectionMode mode : ConnectionMode.values()) {
            Scope scope = new Scope(backend, variant, access, target, mode);
            access.notApplicable(mode).ifPresentOrElse(
                    why -> plan.newCells(backend, variant).stream().filter(cell -> mode.label().equals(cell.metric("connectionMode")))
                            .forEach(cell -> report.accept(cell.skip("not applicable: " + why))),
                    () -> (mode.sizedToThreads() ? perThreadCount : lasting).add(scope));
        }
        List<Opened> open = new ArrayList<>();
        int turns = 0;
        int position = 0;
        try {
            int largest = plan.threads().get(plan.threads().size() - 1);
            for (Scope scope : lasting) {
                Opened opened = open(scope, plan.threads(), largest, report);
                if (opened != null) {
                    open.add(opened);
                }
            }
            for (int threads : plan.threads()) {
                List<Opened> sized = new ArrayList<>();
                try {
                    for (Scope scope : perThreadCount) {
                        Opened opened = open(scope, List.of(threads), threads, report);
                        if (opened != null) {
                            sized.add(opened);
                        }
                    }
                    List<Opened> modes = new ArrayList<>(open);
                    modes.addAll(sized);
                    for (String label : plan.queries()) {
                        ConcurrentQuery query = ConcurrentQuery.ofLabel(label);
                        // the modes' order alternates from one thread count and query to the next, so neither always goes first
                        List<Opened> order = new ArrayList<>(modes);
                        if (turns++ % 2 == 1) {
                            Collections.reverse(order);
                        }
                        for (Opened opened : order) {
                            CellResult cell = newCell(opened.scope(), query, threads);
                            cell.put("positionInFork", ++position);
                            report.accept(measure(cell, opened, query, threads));
                        }
                    }
                } finally {
                    sized.forEach(opened -> closeQuietly(opened.queries()));
                }
            }
        } finally {
            open.forEach(opened -> closeQuietly(opened.queries()));
        }
    }

    /** One contestant in one mode. */
    private record Scope(String backend, String variant, ConcurrentAccess access, DatasetTarget target, ConnectionMode mode) {
    }

    /**
     * A mode's connections, opened and warmed.
     *
     * @param warmed   how many connections the mode's warm-up reached
     * @param poolSize the pool's size, 0 in a mode without a pool
     */
    private record Opened(Scope scope, ConcurrentQueries queries, int warmed, int poolSize) {
    }

    /**
     * Opens what {@code size} threads share and warms it (and, the first time, the fork); on failure fails the cells
     * of {@code threadCounts} in the scope's mode and returns null.
     */
    private Opened open(Scope scope, List<Integer> threadCounts, int size, Consumer<CellResult> report) {
        ConcurrentQueries queries = scope.access().create(scope.target(), scope.mode(), size);
        try {
            queries.open();
        } catch (Exception e) {
            closeQuietly(queries);
            failAll(scope, threadCounts, "opening the " + scope.mode().label() + " connections failed: " + e, report);
            return null;
        }
        warmUpFork(queries);
        try {
            List<ConcurrentQuery> all = plan.queries().stream().map(ConcurrentQuery::ofLabel).toList();
            int warmed = new ConnectionWarmUp(parameters, plan).run(queries, all);
            return new Opened(scope, queries, warmed, scope.mode().sizedToThreads() ? size : 0);
        } catch (RuntimeException e) {
            closeQuietly(queries);
            failAll(scope, threadCounts, "warming up every " + scope.mode().label() + " connection failed: " + e, report);
            return null;
        }
    }

    private void failAll(Scope scope, List<Integer> threadCounts, String failure, Consumer<CellResult> report) {
        for (int threads : threadCounts) {
            plan.queries().forEach(query -> report.accept(newCell(scope, ConcurrentQuery.ofLabel(query), threads).fail(failure)));
        }
    }

    /**
     * Before the fork's first cell, every query's measured operations run on one thread until the plan's warm-up rule
     * stops them ({@link ConcurrentPlan#anotherWarmupRun}: at least two boxes, then until steady), untimed and unchecked (a failure shows in the cells): the first cells would otherwise
     * measure while the JIT still compiles the readers' code, which the later cells do not. The median of the last
     * three runs' times sets the query's passes per sample ({@link ConcurrentPlan#passesPerSample}); what happened is
     * kept for the cells ({@code forkWarmUp}).
     */
    private void warmUpFork(ConcurrentQueries queries) {
        if (!passes.isEmpty()) {
            return;
        }
        for (String label : plan.queries()) {
            ConcurrentQuery query = ConcurrentQuery.ofLabel(label);
            passes.put(query, 1);
            long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), plan.operations(query));
            List<Long> runs = new ArrayList<>();
            long start = System.nanoTime();
            try {
                while (plan.anotherWarmupRun(runs, System.nanoTime() - start)) {
                    runs.add(ReaderThreads.run(1, arguments, 1, argument -> query.run(queries, parameters, argument)).wallNanos());
                }
                List<Long> last = new ArrayList<>(runs.subList(Math.max(0, runs.size() - 3), runs.size()));
                Collections.sort(last);
                long pass = last.get(last.size() / 2);
                passes.put(query, plan.passesPerSample(pass));
                forkWarmUps.put(query, String.format(Locale.ROOT, "%d runs of the operations on one thread in %.0f ms, %s; a pass took"
                        + " %.3f ms (the median of the last %d), so a sample is %d pass(es)", runs.size(), (System.nanoTime() - start) / 1e6,
                        ConcurrentPlan.steady(runs) ? "steady (the last 3 within 5 %)" : "not steady when its time was up", pass / 1e6,
                        last.size(), passes.get(query)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                forkWarmUps.put(query, "interrupted after " + runs.size() + " runs; a sample is 1 pass");
                return;
            } catch (RuntimeException e) {
                forkWarmUps.put(query, "FAILED after " + runs.size() + " runs (" + e + "); a sample is 1 pass, the JIT may be cold");
                log.println("  concurrentReads: the fork's warm-up of the " + label + " query failed: " + e);
            }
        }
    }

    private static CellResult newCell(Scope scope, ConcurrentQuery query, int threads) {
        CellResult cell = ConcurrentPlan.newCell(scope.backend(), scope.variant(), scope.mode(), query, threads);
        cell.put("connectionSetup", scope.access().describe(scope.mode()));
        return cell;
    }

    private void closeQuietly(ConcurrentQueries queries) {
        try {
            queries.close();
        } catch (RuntimeException e) {
            log.println("  concurrentReads: closing failed: " + e);
        }
    }

    private CellResult measure(CellResult cell, Opened opened, ConcurrentQuery query, int threads) {
        ConcurrentQueries queries = opened.queries();
        int operations = plan.operations(query);
        long[] warmups = query.arguments(parameters, plan.customers(), ~plan.seed(), operations / 2);
        long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), operations);
        int samplePasses = passes.getOrDefault(query, 1);
        ConcurrentCell samples = new ConcurrentCell(query, parameters, arguments, warmups.length * samplePasses, samplePasses);
        cell.put("forkWarmUp", forkWarmUps.get(query));
        try {
            ReaderThreads.run(threads, warmups, samplePasses, argument -> query.run(queries, parameters, argument));
            ConnectionWarmUp.record(cell, opened.warmed(), queries, opened.poolSize());
            boolean answered = true;
            for (int sample = 0; answered && plan.anotherSample(sample, samples.measuredNanos()); sample++) {
                answered = samples.add(ReaderThreads.run(threads, arguments, samplePasses, argument -> query.run(queries, parameters, argument),
                        serverCpu));
            }
            samples.record(cell, references);
            if (cell.ok()) {
                cell.put("harnessCeilingOpsPerSecond", Math.round(HarnessCeiling.opsPerSecond(threads, arguments, samplePasses)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cell.fail("interrupted");
        } catch (RuntimeException e) {
            cell.fail("an operation failed: " + e);
        }
        log.println(String.format(Locale.ROOT, "  concurrentReads %s %s %d thread(s): %s%s", cell.metric("connectionMode"), query.label(),
                threads, cell.ok() ? String.format(Locale.ROOT, "%,.1f", ((Number) cell.metric("opsPerSecond")).doubleValue()) + " ops/s ("
                        + cell.samplesMillis().size() + " samples of " + samplePasses
                        + " pass(es)), " + latency(cell) : cell.failure(),
                Boolean.TRUE.equals(cell.metric("threadsAboveCpus")) ? " (more threads than the " + cell.metric("cpus") + " CPUs)" : ""));
        return cell;
    }

    /** The p99, or where the cell has too few distinct operations for one the longest operation, with the count. */
    private static String latency(CellResult cell) {
        return cell.metric("p99Micros") != null ? "p99 " + cell.metric("p99Micros") + " us"
                : "max " + cell.metric("maxMicros") + " us (" + cell.metric("operations") + " distinct operations: too few for a p99)";
    }
}
