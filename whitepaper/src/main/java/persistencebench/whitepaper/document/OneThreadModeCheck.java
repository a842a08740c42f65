package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.SanityPair;
import persistencebench.whitepaper.results.TimedRegion;

/**
 * What the two connection modes' one-thread cells say about the method: at one thread both are one reader on one
 * connection (or session source), so a contestant's {@code shared} and {@code pool} cells of a query differ only in how
 * the mode hands it out (JDBC: a lock or a pool of one; Hibernate: two pools of one), the pool's being another
 * connection, and in order (the fork runs them next to each other, which first alternating between the queries). They are a sanity pair (fairness rule 8), checked by the harness as every pair is (each median sample within
 * the other's slowest-to-fastest sample). The paragraph gives their throughput ratio over every contestant and query
 * that measured both, and how many of the run's pairs agree.
 */
final class OneThreadModeCheck {

    private OneThreadModeCheck() {
    }

    /** The paragraph, or empty when no contestant measured both modes at one thread. */
    static String render(BenchmarkRun read) {
        Map<String, Double> shared = new LinkedHashMap<>();
        Map<String, Double> pool = new LinkedHashMap<>();
        for (ConcurrentReadCell cell : read.concurrentReads()) {
            if (cell.measured() && Integer.valueOf(1).equals(cell.threads()) && cell.opsPerSecond() != null) {
                String key = cell.backend() + "/" + cell.variant() + "@" + cell.database() + " " + cell.query();
                if ("shared".equals(cell.connectionMode())) {
                    shared.put(key, cell.opsPerSecond());
                } else if ("pool".equals(cell.connectionMode())) {
                    pool.put(key, cell.opsPerSecond());
                }
            }
        }
        List<Double> ratios = new ArrayList<>();
        shared.forEach((key, ops) -> {
            if (pool.containsKey(key) && ops > 0) {
                ratios.add(pool.get(key) / ops);
            }
        });
        if (ratios.isEmpty()) {
            return "";
        }
        ratios.sort(null);
        String text = String.format(Locale.ROOT, "At one thread both modes have one reader on one connection (or session source);"
                + " they differ only in how it is handed out (the mode's own mechanism, e.g. a lock or a pool's borrow and return,"
                + " the pool's being another connection opened for it) and in order: the fork runs them next to each other, which"
                + " goes first alternating between the queries (so the first query's `shared` cell is the first cell its fork"
                + " measures). Over the"
                + " %d contestant-and-query pair%s that measured both, the one-thread `pool` cell's throughput was %.2f to %.2f"
                + " times the `shared` cell's (median %.2f).", ratios.size(), ratios.size() == 1 ? "" : "s", ratios.get(0),
                ratios.get(ratios.size() - 1), TimedRegion.median(ratios));
        List<SanityPair> pairs = read.file().sanityPairs().stream()
                .filter(SanityPair::concurrentReads).toList();
        String advice = " A difference between the modes at more threads that is not clearly larger than the contestant's own"
                + " one-thread difference is no evidence for either mode.\n";
        if (pairs.isEmpty()) {
            return text + " No pair of them has several samples in both cells, so no range says whether that is noise." + advice;
        }
        List<String> disagreeing = pairs.stream().filter(SanityPair::isInconsistent)
                .map(pair -> pair.cells().get(0).replaceFirst(" concurrentReads (shared|pool) ", ", ").replace(" 1 thread(s)", " query")).toList();
        return text + String.format(Locale.ROOT, " As sanity pairs (the run's `sanityPairs`: each cell's median sample within the other's"
                + " slowest-to-fastest sample), %d of the %d pairs with several samples in both cells agree%s", pairs.size() - disagreeing.size(),
                pairs.size(), disagreeing.isEmpty() ? "." : "; these do not: " + String.join("; ", disagreeing) + ".") + advice;
    }
}
