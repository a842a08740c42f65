package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Verdict;
import persistencebench.whitepaper.results.SanityPair;
import persistencebench.whitepaper.results.TimedRegion;

/**
 * What the two connection modes' one-thread cells say about the method: at one thread both are one reader on one
 * connection (or session source), so a contestant's {@code shared} and {@code pool} cells of a query differ only in how
 * the mode hands it out (JDBC: a lock or a pool of one; Hibernate: two pools of one), the pool's being another
 * connection, and in order (each fork runs them next to each other, which first alternating between the queries). They
 * are a sanity pair (fairness rule 8), checked by the harness as every pair is (each median sample within the other's
 * slowest-to-fastest sample). The paragraph gives their throughput ratio over every contestant and query that measured
 * both, how many of the run's pairs agree, and, where the cells have intervals over forks, in how many pairs the ratio's
 * interval includes 1 ({@link Verdict}: fairness rule 10) and which pairs it separates.
 */
final class OneThreadModeCheck {

    private OneThreadModeCheck() {
    }

    /** The paragraph, or empty when no contestant measured both modes at one thread. */
    static String render(BenchmarkRun read) {
        Map<String, ConcurrentReadCell> shared = new LinkedHashMap<>();
        Map<String, ConcurrentReadCell> pool = new LinkedHashMap<>();
        for (ConcurrentReadCell cell : read.concurrentReads()) {
            if (cell.measured() && Integer.valueOf(1).equals(cell.threads()) && cell.opsPerSecond() != null) {
                String key = cell.backend() + "/" + cell.variant() + "@" + cell.database() + " " + cell.query();
                if ("shared".equals(cell.connectionMode())) {
                    shared.put(key, cell);
                } else if ("pool".equals(cell.connectionMode())) {
                    pool.put(key, cell);
                }
            }
        }
        List<Double> ratios = new ArrayList<>();
        List<String> separated = new ArrayList<>();
        int withIntervals = 0;
        for (Map.Entry<String, ConcurrentReadCell> entry : shared.entrySet()) {
            ConcurrentReadCell one = entry.getValue();
            ConcurrentReadCell other = pool.get(entry.getKey());
            if (other == null || one.opsPerSecond() <= 0) {
                continue;
            }
            ratios.add(other.opsPerSecond() / one.opsPerSecond());
            Verdict verdict = Verdict.of(other.throughput(), one.throughput());
            if (verdict != Verdict.NO_INTERVAL) {
                withIntervals++;
                if (verdict.separates()) {
                    separated.add(contestantAndQuery(one));
                }
            }
        }
        if (ratios.isEmpty()) {
            return "";
        }
        ratios.sort(null);
        String text = String.format(Locale.ROOT, "At one thread both modes have one reader on one connection (or session source);"
                + " they differ only in how it is handed out (the mode's own mechanism, e.g. a lock or a pool's borrow and return,"
                + " the pool's being another connection opened for it) and in order: each fork runs them next to each other, which"
                + " goes first alternating between the queries (so the first query's `shared` cell is the first cell its fork"
                + " measures). Over the"
                + " %d contestant-and-query pair%s that measured both, the one-thread `pool` cell's throughput was %.2f to %.2f"
                + " times the `shared` cell's (median %.2f).", ratios.size(), ratios.size() == 1 ? "" : "s", ratios.get(0),
                ratios.get(ratios.size() - 1), TimedRegion.median(ratios)) + intervals(withIntervals, separated);
        List<SanityPair> pairs = read.concurrentReadsPairs();
        String advice = " A difference between the modes at more threads that is not clearly larger than the contestant's own"
                + " one-thread difference is no evidence for either mode.\n";
        if (pairs.isEmpty()) {
            return text + " No pair of them has several samples in both cells, so no range says whether that is noise." + advice;
        }
        List<String> disagreeing = pairs.stream().filter(SanityPair::isInconsistent)
                .map(pair -> read.concurrentRead(pair.cells().get(0)).map(OneThreadModeCheck::contestantAndQuery).orElse(pair.cells().get(0)))
                .toList();
        return text + String.format(Locale.ROOT, " As sanity pairs (the run's `sanityPairs`: each cell's median sample within the other's"
                + " slowest-to-fastest sample), %d of the %d pairs with several samples in both cells agree%s", pairs.size() - disagreeing.size(),
                pairs.size(), disagreeing.isEmpty() ? "." : "; these do not: " + String.join("; ", disagreeing) + ".") + advice;
    }

    /** {@code jdbc/paper on h2, fast query}: whose cells a pair of modes is. */
    private static String contestantAndQuery(ConcurrentReadCell cell) {
        return cell.backend() + "/" + cell.variant() + (cell.onOtherDatabase() ? " on " + cell.database() : "") + ", " + cell.query() + " query";
    }

    /** Whether the pairs' ratios are resolved ({@link Verdict}), where the cells have intervals. */
    private static String intervals(int withIntervals, List<String> separated) {
        if (withIntervals == 0) {
            return "";
        }
        return String.format(Locale.ROOT, " The 95 %% interval of the ratio over the forks includes 1 in %d of the %d pairs that have"
                + " one, so there this run shows no difference between the modes at one thread%s", withIntervals - separated.size(), withIntervals,
                separated.isEmpty() ? "." : "; in " + String.join("; ", separated) + " it excludes 1, which the same"
                        + " configuration should not do: a difference of the method, not of a mode.");
    }
}
