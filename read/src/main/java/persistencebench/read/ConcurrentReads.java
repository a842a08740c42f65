package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.concurrent.ConcurrentQuery;

/**
 * The {@code concurrentReads} cells of a run: each measured contestant's cells (every connection mode, thread count
 * and query: {@link persistencebench.read.concurrent.ConcurrentRunner}) in {@code -DconcurrentForks} forks, fork
 * {@code r} being the contestant's hot fork of round {@code r}, after its hot phases ({@link ReadRounds#hot}), so the
 * forks are interleaved across contestants as the hot rounds are and a noisy minute of the machine or a JIT profile
 * shows as spread between forks rather than as one contestant's number. The readers open their own store or
 * connections and warm up on their own operations; what the phases leave them is the code the JIT compiled for what
 * both run (the backend's storage, driver and ORM code, and the slow query, which is the foreigners phase), the
 * server's buffers and the OS page cache; the fork's JVM start and server preparation are paid once for both. Each
 * pair of forks runs the thread counts in a seeded random order and its reverse.
 * Each cell's parts are combined ({@link ConcurrentParts}): one cell per contestant, mode, query and thread count,
 * with its 95 % interval over the forks.
 */
final class ConcurrentReads {
    /** The thread counts of the issue, each run with the same operations. */
    static final List<Integer> THREADS = List.of(1, 2, 4, 8);

    private final PrintStream out;
    private final List<String> variants;
    private final ConcurrentPlan plan;
    private final int forks;
    private final Map<String, Map<String, List<CellResult>>> parts = new LinkedHashMap<>();

    /**
     * @param variants the variants measured ({@code -DconcurrentVariants}, {@link #measured})
     * @param plan     what each fork runs ({@link #plan(Settings, long)})
     * @param forks    the forks per contestant, each in one hot round ({@link ReadSettings#concurrentForks})
     */
    ConcurrentReads(PrintStream out, List<String> variants, ConcurrentPlan plan, int forks) {
        this.out = out;
        this.variants = List.copyOf(variants);
        this.plan = plan;
        this.forks = forks;
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

    /**
     * The contestants the step measures: those of {@code variants} ({@code -DconcurrentVariants}, the tuned ones by
     * default), a SQL backend's paper variant on PostgreSQL only, the study's engine: the study's schema and queries on the
     * other engines would cost minutes per fork for the one comparison the hot cells already make (the study's approach on
     * an engine it never ran on), where every fork of the others buys an interval ({@code docs/method.md}, "Why the
     * defaults are what they are").
     */
    static List<Contestant> measured(List<Contestant> contestants, List<String> variants) {
        return contestants.stream().filter(c -> variants.contains(c.variant().name()))
                .filter(c -> !c.usesDatabase() || c.variant().kind() != VariantKind.PAPER || PostgresEngine.NAME.equals(c.database())).toList();
    }

    /**
     * What {@code contestant}'s hot fork of {@code round} also measures after its phases: the plan when the contestant is
     * {@link #measured} and the round is one of the first {@code -DconcurrentForks}, else null.
     */
    ConcurrentPlan forHotRound(Contestant contestant, int round) {
        return round <= forks && !measured(List.of(contestant), variants).isEmpty() ? plan : null;
    }

    /** The console's words for what {@link #forHotRound} adds to a hot fork: its thread order and queries. */
    String describe(int round) {
        return "then concurrentReads fork " + round + "/" + forks + ": threads " + ConcurrentPlan.orderLabel(plan.threadOrder(round))
                + ", queries " + plan.queries();
    }

    /** Keeps one fork's part of a {@code concurrentReads} cell of {@code contestant}, marked with its database. */
    void keep(Contestant contestant, CellResult part) {
        if (contestant.usesDatabase()) {
            part.put(CellField.DATABASE, contestant.database());
        }
        parts.computeIfAbsent(contestant.label(), c -> new LinkedHashMap<>()).computeIfAbsent(cellKey(part), k -> new ArrayList<>()).add(part);
    }

    /**
     * Marks a contestant's one-thread {@code shared} and {@code pool} cells of each query, where both were measured, as a
     * sanity pair (fairness rule 8): at one thread both modes have one reader on one connection (or session source),
     * run next to each other in the fork with the same passes per sample (which goes first alternates between the
     * queries), and differ in how the mode hands the connection out (JDBC: a lock or a pool of one; Hibernate: a pool of
     * one either way, behind two session factories) and in that the pool's is another connection opened for it. So
     * their samples should agree within their spread; where they do not, the difference is the method's, not a mode's.
     */
    private static void markOneThreadPairs(List<CellResult> contestantCells) {
        List<CellResult> oneThread = contestantCells.stream().filter(cell -> cell.ok() && Integer.valueOf(1).equals(cell.metric(CellField.THREADS)))
                .toList();
        for (CellResult shared : oneThread.stream().filter(cell -> "shared".equals(cell.metric(CellField.CONNECTION_MODE))).toList()) {
            oneThread.stream().filter(pool -> "pool".equals(pool.metric(CellField.CONNECTION_MODE))
                            && shared.metric(CellField.QUERY).equals(pool.metric(CellField.QUERY)))
                    .findFirst().ifPresent(pool -> {
                        Object database = shared.metric(CellField.DATABASE);
                        String configuration = "one reader on one connection (" + shared.backend() + "/" + shared.variant()
                                + (database == null ? "" : " on " + database) + ", the " + shared.metric(CellField.QUERY) + " query at one"
                                + " thread, measured next to each other in the fork; the modes differ only in how they hand the"
                                + " connection out (JDBC: a lock or a pool of one; Hibernate: two pools of one behind two session"
                                + " factories), and the pool's is another connection)";
                        for (CellResult cell : List.of(shared, pool)) {
                            cell.put(CellField.SAME_CONFIGURATION, configuration);
                            cell.put(CellField.PAIR_NAME, ConcurrentTable.label(cell));
                        }
                    });
        }
    }

    /**
     * Every cell {@link #keep} was given parts of, each combined from its forks and carrying, at one thread, its sanity
     * pair's marks; the console names every cell whose drift exceeds its interval.
     */
    List<CellResult> cells() {
        List<CellResult> cells = new ArrayList<>();
        for (Map<String, List<CellResult>> contestantParts : parts.values()) {
            List<CellResult> contestantCells = contestantParts.values().stream().map(ConcurrentParts::combine).toList();
            markOneThreadPairs(contestantCells);
            ConcurrentParts.spreadDrift(contestantCells);
            cells.addAll(contestantCells);
        }
        reportDrift(cells, forks);
        return cells;
    }

    /** The mode, query and thread count that tell a contestant's cells apart. */
    private static String cellKey(CellResult cell) {
        return cell.metric(CellField.CONNECTION_MODE) + " " + cell.metric(CellField.QUERY) + " " + cell.metric(CellField.THREADS);
    }

    /** One line per cell whose drift exceeds its interval, and one for all: how many did, of how many measured again. */
    private void reportDrift(List<CellResult> cells, int forks) {
        List<CellResult> measuredAgain = cells.stream().filter(cell -> cell.ok() && cell.metric(CellField.DRIFT) != null).toList();
        if (measuredAgain.isEmpty()) {
            return;
        }
        if (forks < 2) {
            out.println("concurrentReads drift: " + measuredAgain.size() + " cells measured again at their fork's end; with one fork no"
                    + " interval judges their drift");
            return;
        }
        List<CellResult> beyond = measuredAgain.stream().filter(cell -> Boolean.TRUE.equals(cell.metric(CellField.DRIFT_BEYOND_INTERVAL))).toList();
        for (CellResult cell : beyond) {
            out.println("concurrentReads drift beyond the interval: " + ConcurrentTable.label(cell) + ": " + cell.metric(CellField.DRIFT)
                    + " against its 95 % interval " + cell.ci95() + " ops/s over " + cell.ciUnits() + " forks: the fork's own time moved"
                    + " the figure beyond the cell's noise (faster at the end: a warm-up not complete)");
        }
        out.println("concurrentReads drift: " + beyond.size() + " of " + measuredAgain.size() + " cells measured again at their forks' end"
                + " drifted by more than half the width of their 95 % interval, so are not at steady state and not ranked");
    }
}
