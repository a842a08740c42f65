package persistencebench.read.concurrent;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
 * run in other forks: per connection mode, what the threads share is opened once ({@code shared}) or once per thread
 * count ({@code pool}, sized to the threads, full when opened), outside any timing; before the first cell each query's
 * operations run once on one thread (the fork's warm-up); after each opening every connection runs its own warm-up
 * ({@link ConnectionWarmUp}); then per thread count and query the cell's warm-up operations and the measured ones
 * ({@link ReaderThreads}). The first cell of each query (one thread) gives the
 * reference answer every later cell of that query must equal ({@link ConcurrentCell}). A mode the variant cannot serve
 * yields skipped cells saying why.
 */
public final class ConcurrentRunner {
    private final ConcurrentPlan plan;
    private final QueryParameters parameters;
    private final CpuClock serverCpu;
    private final PrintStream log;
    private final Map<ConcurrentQuery, ResultDigest> references = new EnumMap<>(ConcurrentQuery.class);
    /** Whether the fork's warm-up ran: each query's operations once on one thread before the first cell. */
    private boolean forkWarmedUp;

    /** @param serverCpu the database server's CPU clock (its process tree on this machine), or null: none, or not readable */
    public ConcurrentRunner(ConcurrentPlan plan, QueryParameters parameters, CpuClock serverCpu, PrintStream log) {
        this.plan = plan;
        this.parameters = parameters;
        this.serverCpu = serverCpu;
        this.log = log;
    }

    /** Measures every cell of the plan for {@code backend}/{@code variant} and hands each to {@code report}. */
    public void run(String backend, String variant, ConcurrentAccess access, DatasetTarget target, Consumer<CellResult> report) {
        for (ConnectionMode mode : ConnectionMode.values()) {
            Optional<String> notApplicable = access.notApplicable(mode);
            if (notApplicable.isPresent()) {
                plan.newCells(backend, variant).stream().filter(cell -> mode.label().equals(cell.metric("connectionMode")))
                        .forEach(cell -> report.accept(cell.skip("not applicable: " + notApplicable.get())));
                continue;
            }
            Scope scope = new Scope(backend, variant, access, target, mode);
            if (mode.sizedToThreads()) {
                plan.threads().forEach(threads -> opened(scope, List.of(threads), threads, report));
            } else {
                List<Integer> all = plan.threads();
                opened(scope, all, all.get(all.size() - 1), report);
            }
        }
    }

    /** One contestant in one mode. */
    private record Scope(String backend, String variant, ConcurrentAccess access, DatasetTarget target, ConnectionMode mode) {
    }

    /** Opens what {@code size} threads share, measures the cells of {@code threadCounts} on it and closes it. */
    private void opened(Scope scope, List<Integer> threadCounts, int size, Consumer<CellResult> report) {
        ConcurrentQueries queries = scope.access().create(scope.target(), scope.mode(), size);
        try {
            queries.open();
        } catch (Exception e) {
            closeQuietly(queries);
            failAll(scope, threadCounts, "opening the " + scope.mode().label() + " connections failed: " + e, report);
            return;
        }
        try {
            warmUpFork(queries);
            int warmed;
            try {
                List<ConcurrentQuery> all = plan.queries().stream().map(ConcurrentQuery::ofLabel).toList();
                warmed = new ConnectionWarmUp(parameters, plan).run(queries, all);
            } catch (RuntimeException e) {
                failAll(scope, threadCounts, "warming up every " + scope.mode().label() + " connection failed: " + e, report);
                return;
            }
            for (int threads : threadCounts) {
                for (String label : plan.queries()) {
                    ConcurrentQuery query = ConcurrentQuery.ofLabel(label);
                    CellResult cell = newCell(scope, query, threads);
                    report.accept(measure(cell, queries, query, threads, warmed, scope.mode().sizedToThreads() ? size : 0));
                }
            }
        } finally {
            closeQuietly(queries);
        }
    }

    private void failAll(Scope scope, List<Integer> threadCounts, String failure, Consumer<CellResult> report) {
        for (int threads : threadCounts) {
            plan.queries().forEach(query -> report.accept(newCell(scope, ConcurrentQuery.ofLabel(query), threads).fail(failure)));
        }
    }

    /**
     * Before the fork's first cell, every query's measured operations run on one thread until the plan's warm-up time
     * has passed (at least once), untimed and unchecked (a failure shows in the cells): the first cells would otherwise
     * measure while the JIT still compiles the readers' code, which the later cells do not.
     */
    private void warmUpFork(ConcurrentQueries queries) {
        if (forkWarmedUp) {
            return;
        }
        forkWarmedUp = true;
        for (String label : plan.queries()) {
            ConcurrentQuery query = ConcurrentQuery.ofLabel(label);
            long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), plan.operations(query));
            long start = System.nanoTime();
            try {
                for (int runs = 0; plan.anotherWarmupRun(runs, System.nanoTime() - start); runs++) {
                    ReaderThreads.run(1, arguments, argument -> query.run(queries, parameters, argument));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
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

    /**
     * @param warmed   how many connections the mode's warm-up reached
     * @param poolSize the pool's size, 0 in a mode without a pool
     */
    private CellResult measure(CellResult cell, ConcurrentQueries queries, ConcurrentQuery query, int threads, int warmed, int poolSize) {
        int operations = plan.operations(query);
        long[] warmups = query.arguments(parameters, plan.customers(), ~plan.seed(), operations / 2);
        long[] arguments = query.arguments(parameters, plan.customers(), plan.seed(), operations);
        ConcurrentCell samples = new ConcurrentCell(query, parameters, arguments, warmups.length);
        try {
            ReaderThreads.run(threads, warmups, argument -> query.run(queries, parameters, argument));
            ConnectionWarmUp.record(cell, warmed, queries, poolSize);
            boolean answered = true;
            for (int sample = 0; answered && plan.anotherSample(sample, samples.measuredNanos()); sample++) {
                answered = samples.add(ReaderThreads.run(threads, arguments, argument -> query.run(queries, parameters, argument), serverCpu));
            }
            samples.record(cell, references);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cell.fail("interrupted");
        } catch (RuntimeException e) {
            cell.fail("an operation failed: " + e);
        }
        log.println(String.format(Locale.ROOT, "  concurrentReads %s %s %d thread(s): %s%s", cell.metric("connectionMode"), query.label(),
                threads, cell.ok() ? cell.metric("opsPerSecond") + " ops/s (" + cell.samplesMillis().size() + " samples), " + latency(cell)
                        : cell.failure(),
                Boolean.TRUE.equals(cell.metric("threadsAboveCpus")) ? " (more threads than the " + cell.metric("cpus") + " CPUs)" : ""));
        return cell;
    }

    /** The p99, or where the cell has too few operations for one the longest operation, with the count. */
    private static String latency(CellResult cell) {
        return cell.metric("p99Micros") != null ? "p99 " + cell.metric("p99Micros") + " us"
                : "max " + cell.metric("maxMicros") + " us (" + cell.metric("measuredOperations") + " operations: too few for a p99)";
    }
}
