package persistencebench.read.concurrent;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CpuClock;
import persistencebench.harness.measure.FailureText;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;

/**
 * Measures the {@code concurrentReads} cells of one contestant in one fork (the current, forked JVM), after the
 * contestant's hot phases in the same fork. What a mode's threads share is opened outside any timing: once for all thread counts
 * ({@code shared}) or once per thread count ({@code pool}, sized to the threads, full when opened); after each opening
 * every connection runs its own warm-up ({@link ConnectionWarmUp}). Before the first cell the fork warms up
 * ({@link ForkWarmUp}: the JIT, the passes per sample, the reference answer). Then the thread counts run in the fork's
 * order ({@link ConcurrentPlan#threadOrder}: a seeded random order, reversed in the second fork of each pair), and per thread count and
 * query every mode's cell is measured in turn, so the modes' cells of a thread count run next to each other in the
 * JVM's life, the modes' order alternating from one thread count and query to the next: the cell's warm-up (half its
 * operations, other arguments, as many passes as a sample), then its samples ({@link ReaderThreads},
 * {@link ConcurrentCell}), then the harness's ceiling for the cell ({@link HarnessCeiling}). Each cell records its fork's
 * order ({@code threadOrder}) and its place in it ({@code positionInFork}). At the fork's end the first cell of each
 * query measured in a mode open for the whole fork is measured again, the same way, and that cell records both
 * throughputs ({@code drift}): whatever the fork's time changed (a warm-up that was not complete, a heap still
 * growing) shows as their ratio. A mode the variant cannot serve yields skipped cells saying why.
 */
public final class ConcurrentRunner {
    private final ConcurrentPlan plan;
    private final QueryParameters parameters;
    private final CpuClock serverCpu;
    private final PrintStream log;
    private final ForkWarmUp forkWarmUp;
    /** The fork this JVM measures as (set by {@link #run}), for the cells' reasons. */
    private int fork;

    /** @param serverCpu the database server's CPU clock (its process tree on this machine), or null: none, or not readable */
    public ConcurrentRunner(ConcurrentPlan plan, QueryParameters parameters, CpuClock serverCpu, PrintStream log) {
        this.plan = plan;
        this.parameters = parameters;
        this.serverCpu = serverCpu;
        this.log = log;
        this.forkWarmUp = new ForkWarmUp(plan, parameters, log);
    }

    /**
     * Measures every cell of the plan for {@code backend}/{@code variant} as fork {@code fork} (1-based; it sets the
     * thread order) and hands each to {@code report}; a cell whose drift is measured at the fork's end is handed over then.
     */
    public void run(String backend, String variant, int fork, ConcurrentAccess access, DatasetTarget target, Consumer<CellResult> report) {
        this.fork = fork;
        List<Integer> order = plan.threadOrder(fork);
        String orderLabel = ConcurrentPlan.orderLabel(order);
        List<Scope> lasting = new ArrayList<>();
        List<Scope> perThreadCount = new ArrayList<>();
        for (ConnectionMode mode : ConnectionMode.values()) {
            Scope scope = new Scope(backend, variant, access, target, mode);
            access.notApplicable(mode).ifPresentOrElse(
                    why -> plan.newCells(backend, variant).stream().filter(cell -> mode.label().equals(cell.metric(CellField.CONNECTION_MODE)))
                            .forEach(cell -> report.accept(cell.skip("not applicable: " + why))),
                    () -> (mode.sizedToThreads() ? perThreadCount : lasting).add(scope));
        }
        List<Opened> open = new ArrayList<>();
        Map<ConcurrentQuery, Measured> driftCandidates = new EnumMap<>(ConcurrentQuery.class);
        Set<ConcurrentQuery> firstCells = EnumSet.noneOf(ConcurrentQuery.class);
        int turns = 0;
        int position = 0;
        try {
            int largest = Collections.max(order);
            for (Scope scope : lasting) {
                Opened opened = open(scope, order, largest, report);
                if (opened != null) {
                    open.add(opened);
                }
            }
            for (int threads : order) {
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
                        List<Opened> modeOrder = new ArrayList<>(modes);
                        if (turns++ % 2 == 1) {
                            Collections.reverse(modeOrder);
                        }
                        for (Opened opened : modeOrder) {
                            CellResult cell = newCell(opened.scope(), query, threads);
                            cell.put(CellField.THREAD_ORDER, orderLabel);
                            cell.put(CellField.POSITION_IN_FORK, ++position);
                            measure(cell, opened, query, threads);
                            log(cell, query, threads);
                            boolean firstInLastingMode = open.contains(opened) && firstCells.add(query);
                            if (firstInLastingMode && cell.ok()) {
                                driftCandidates.put(query, new Measured(cell, opened, threads));
                            } else {
                                report.accept(cell);
                            }
                        }
                    }
                } finally {
                    sized.forEach(opened -> closeQuietly(opened.queries()));
                }
            }
            for (Iterator<Map.Entry<ConcurrentQuery, Measured>> waiting = driftCandidates.entrySet().iterator(); waiting.hasNext(); ) {
                Map.Entry<ConcurrentQuery, Measured> first = waiting.next();
                CellResult cell = remeasure(first.getValue(), first.getKey());
                waiting.remove();
                report.accept(cell);
            }
        } finally {
            // an interrupted or failed fork still hands over what it measured
            driftCandidates.values().forEach(first -> report.accept(first.cell()));
            open.forEach(opened -> closeQuietly(opened.queries()));
        }
    }

    /** One contestant in one mode. */
    private record Scope(String backend, String variant, ConcurrentAccess access, DatasetTarget target, ConnectionMode mode) {
    }

    /**
     * A mode's connections, opened and warmed.
     *
     * @param warmUp   the warm-up its connections ran
     * @param warmed   how many connections the mode's warm-up reached
     * @param poolSize the pool's size, 0 in a mode without a pool
     */
    private record Opened(Scope scope, ConcurrentQueries queries, ConnectionWarmUp warmUp, int warmed, int poolSize) {
    }

    /** A cell measured on {@code opened}'s connections with {@code threads} threads, awaiting its drift measurement. */
    private record Measured(CellResult cell, Opened opened, int threads) {
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
        forkWarmUp.runOnce(queries);
        try {
            List<ConcurrentQuery> all = plan.queries().stream().map(ConcurrentQuery::ofLabel).toList();
            ConnectionWarmUp warmUp = new ConnectionWarmUp(parameters, plan,
                    scope.target().database() == null ? null : scope.target().database().engine());
            return new Opened(scope, queries, warmUp, warmUp.run(queries, all), scope.mode().sizedToThreads() ? size : 0);
        } catch (RuntimeException e) {
            closeQuietly(queries);
            failAll(scope, threadCounts, "warming up every " + scope.mode().label() + " connection failed: " + FailureText.of(e), report);
            return null;
        }
    }

    private void failAll(Scope scope, List<Integer> threadCounts, String failure, Consumer<CellResult> report) {
        for (int threads : threadCounts) {
            plan.queries().forEach(query -> report.accept(newCell(scope, ConcurrentQuery.ofLabel(query), threads).fail(failure)));
        }
    }

    private static CellResult newCell(Scope scope, ConcurrentQuery query, int threads) {
        CellResult cell = ConcurrentPlan.newCell(scope.backend(), scope.variant(), scope.mode(), query, threads);
        cell.put(CellField.CONNECTION_SETUP, scope.access().describe(scope.mode()));
        return cell;
    }

    private void closeQuietly(ConcurrentQueries queries) {
        try {
            queries.close();
        } catch (RuntimeException e) {
            log.println("  concurrentReads: closing failed: " + e);
        }
    }

    /** Measures {@code cell}: its warm-up, its samples, their proof and, where it succeeded, the harness's ceiling. */
    private void measure(CellResult cell, Opened opened, ConcurrentQuery query, int threads) {
        ConcurrentQueries queries = opened.queries();
        int operations = plan.operations(query);
        long[] warmups = query.arguments(parameters, plan.customers(), ~plan.seed(), operations / 2);
        long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), operations);
        int samplePasses = forkWarmUp.passes(query);
        ConcurrentCell samples = new ConcurrentCell(query, parameters, arguments, warmups.length * samplePasses, samplePasses);
        cell.put(CellField.FORK_WARM_UP, forkWarmUp.description(query));
        cell.put(CellField.STEADY_STATE, forkWarmUp.unsettled(query).isEmpty());
        forkWarmUp.unsettled(query).ifPresent(reason -> cell.put(CellField.NOT_STEADY, List.of("fork " + fork + ": " + reason)));
        try {
            ReaderThreads.run(threads, warmups, samplePasses, argument -> query.run(queries, parameters, argument));
            opened.warmUp().record(cell, opened.warmed(), queries, opened.poolSize());
            boolean answered = true;
            for (int sample = 0; answered && plan.anotherSample(sample, samples.measuredNanos()); sample++) {
                answered = samples.add(ReaderThreads.run(threads, arguments, samplePasses, argument -> query.run(queries, parameters, argument),
                        serverCpu));
            }
            samples.record(cell, forkWarmUp.reference(query));
            if (cell.ok()) {
                cell.put(CellField.HARNESS_CEILING_OPS_PER_SECOND, Math.round(HarnessCeiling.opsPerSecond(threads, arguments, samplePasses)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cell.fail("interrupted");
        } catch (RuntimeException e) {
            cell.fail("an operation failed: " + FailureText.of(e));
        }
    }

    /**
     * Measures {@code first}'s cell again at the fork's end, on the same connections and threads, and records in it the
     * two throughputs ({@link Drift}); a failure of the second measurement (an operation, an answer) fails the cell.
     */
    private CellResult remeasure(Measured first, ConcurrentQuery query) {
        CellResult cell = first.cell();
        CellResult again = newCell(first.opened().scope(), query, first.threads());
        measure(again, first.opened(), query, first.threads());
        if (!again.ok()) {
            cell.fail("measured again at the fork's end (drift): " + again.failure());
            log.println("  concurrentReads drift of " + cell.metric(CellField.CONNECTION_MODE) + " " + query.label() + " " + first.threads()
                    + " thread(s): FAILED: " + again.failure());
            return cell;
        }
        Drift drift = Drift.of(cell, again);
        drift.record(cell);
        log.println(String.format(Locale.ROOT, "  concurrentReads drift of %s %s %d thread(s), measured again at the fork's end: %s",
                cell.metric(CellField.CONNECTION_MODE), query.label(), first.threads(), drift));
        return cell;
    }

    private void log(CellResult cell, ConcurrentQuery query, int threads) {
        log.println(String.format(Locale.ROOT, "  concurrentReads %s %s %d thread(s): %s%s", cell.metric(CellField.CONNECTION_MODE), query.label(),
                threads, cell.ok() ? String.format(Locale.ROOT, "%,.1f", ((Number) cell.metric(CellField.OPS_PER_SECOND)).doubleValue()) + " ops/s ("
                        + cell.samplesMillis().size() + " samples of " + cell.metric(CellField.PASSES_PER_SAMPLE)
                        + " pass(es)), " + latency(cell) : cell.failure(),
                Boolean.TRUE.equals(cell.metric(CellField.THREADS_ABOVE_CPUS))
                        ? " (more threads than the " + cell.metric(CellField.CPUS) + " CPUs)" : ""));
    }

    /** The p99, or where the cell has too few distinct operations for one the longest operation, with the count. */
    private static String latency(CellResult cell) {
        return cell.metric(CellField.P99_MICROS) != null ? "p99 " + cell.metric(CellField.P99_MICROS) + " us"
                : "max " + cell.metric(CellField.MAX_MICROS) + " us (" + cell.metric(CellField.OPERATIONS)
                        + " distinct operations: too few for a p99)";
    }
}
