package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SanityPairs;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.concurrent.ConcurrentQuery;
import persistencebench.read.fork.ReadTask;

/**
 * The {@code concurrentReads} step of a run, after the hot rounds: one forked JVM per contestant measures all its
 * cells (every connection mode, thread count and query: {@link persistencebench.read.concurrent.ConcurrentRunner}),
 * prepared as a hot fork (the variant's server profile, a checkpoint). One fork per contestant keeps the JIT and the
 * opened store of one cell for the next, as an application serving readers would; the cells differ only in how many
 * threads read and what they share.
 */
final class ConcurrentReads {
    /** The thread counts of the issue, each run with the same operations. */
    static final List<Integer> THREADS = List.of(1, 2, 4, 8);

    private final ForkPreparation preparation;
    private final TaskExecutor executor;
    private final JobProgress job;
    private final PrintStream out;

    /** @param job the main job's progress, one unit per fork */
    ConcurrentReads(ForkPreparation preparation, TaskExecutor executor, JobProgress job, PrintStream out) {
        this.preparation = preparation;
        this.executor = executor;
        this.job = job;
        this.out = out;
    }

    /** The run's plan: the queries with a positive operation count in the settings; null when there are none. */
    static ConcurrentPlan plan(Settings settings, long customers) {
        int fast = settings.get(ReadSettings.CONCURRENT_OPERATIONS);
        int slow = settings.get(ReadSettings.CONCURRENT_SLOW_OPERATIONS);
        List<String> queries = new ArrayList<>();
        if (fast > 0) {
            queries.add(ConcurrentQuery.FAST.label());
        }
        if (slow > 0) {
            queries.add(ConcurrentQuery.SLOW.label());
        }
        return queries.isEmpty() ? null : new ConcurrentPlan(THREADS, queries, fast, slow,
                settings.get(ReadSettings.CONCURRENT_CELL_MILLIS), settings.get(CommonSettings.SEED), customers);
    }

    /** Plans {@link #measure}'s forks in the job's progress, one per contestant, each its own kind. */
    void plan(List<Contestant> contestants) {
        contestants.forEach(contestant -> job.plan(unit(contestant), 1));
    }

    private static String unit(Contestant contestant) {
        return contestant.label() + " concurrentReads";
    }

    /**
     * Marks a contestant's one-thread {@code shared} and {@code pool} cells of each query, where both were measured, as a
     * sanity pair (fairness rule 8): at one thread both modes have one reader on one connection (or session source),
     * run next to each other in the fork with the same passes per sample (which goes first alternates between the
     * queries), and differ in how the mode hands the connection out (JDBC: a lock or a pool of one; Hibernate: a pool of
     * one either way, behind two session factories) and in that the pool's is another connection opened for it. So their samples should agree within their spread; where they do not,
     * the difference is the method's, not a mode's.
     */
    private static void markOneThreadPairs(List<CellResult> contestantCells) {
        List<CellResult> oneThread = contestantCells.stream().filter(cell -> cell.ok() && Integer.valueOf(1).equals(cell.metric("threads")))
                .toList();
        for (CellResult shared : oneThread.stream().filter(cell -> "shared".equals(cell.metric("connectionMode"))).toList()) {
            oneThread.stream().filter(pool -> "pool".equals(pool.metric("connectionMode")) && shared.metric("query").equals(pool.metric("query")))
                    .findFirst().ifPresent(pool -> {
                        Object database = shared.metric("database");
                        String configuration = "one reader on one connection (" + shared.backend() + "/" + shared.variant()
                                + (database == null ? "" : " on " + database) + ", the " + shared.metric("query") + " query at one"
                                + " thread, measured next to each other in the fork; the modes differ only in how they hand the"
                                + " connection out (JDBC: a lock or a pool of one; Hibernate: two pools of one behind two session"
                                + " factories), and the pool's is another connection)";
                        for (CellResult cell : List.of(shared, pool)) {
                            cell.put(SanityPairs.SAME_CONFIGURATION, configuration);
                            cell.put(SanityPairs.PAIR_NAME, ConcurrentTable.label(cell));
                        }
                    });
        }
    }

    /** Every contestant's cells, each carrying its contestant's database and, at one thread, its sanity pair's marks. */
    List<CellResult> measure(List<Contestant> contestants, QueryParameters parameters, ConcurrentPlan plan) {
        List<CellResult> cells = new ArrayList<>();
        int number = 0;
        for (Contestant contestant : contestants) {
            ForkPreparation.ForkStart start = preparation.beforeHotFork(contestant);
            number++;
            out.println("concurrentReads " + number + "/" + contestants.size() + ": " + contestant.label() + ", threads "
                    + plan.threads() + ", queries " + plan.queries()
                    + (start.serverProfile() == null ? "" : ", server profile " + start.serverProfile()));
            ReadTask task = ReadTask.concurrent(contestant.name(), contestant.variant().name(), parameters, start.target(), plan,
                    start.serverProfile());
            List<CellResult> forkCells = executor.execute(task, contestant.variant().jvmFlags());
            if (contestant.usesDatabase()) {
                forkCells.forEach(cell -> cell.put("database", contestant.database()));
            }
            markOneThreadPairs(forkCells);
            cells.addAll(forkCells);
            job.unitDone(unit(contestant));
        }
        return cells;
    }
}
