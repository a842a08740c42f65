package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.TimedRegion;

/**
 * What the two connection modes' one-thread cells say about the method: at one thread both are one reader on one
 * connection (or session source, or storage), so a contestant's {@code shared} and {@code pool} cells of a query differ only
 * in how the mode hands it out and in when its fork ran them ({@code shared} first). They are a sanity pair (fairness
 * rule 8): where both measured several samples, each median throughput should lie within the other's slowest-to-fastest
 * range. The paragraph gives their throughput ratio over every contestant and query that measured both, and how many
 * of the pairs agree by that rule.
 */
final class OneThreadModeCheck {

    private OneThreadModeCheck() {
    }

    /** The paragraph, or empty when no contestant measured both modes at one thread. */
    static String render(List<ConcurrentReadCell> cells) {
        Map<String, ConcurrentReadCell> shared = new LinkedHashMap<>();
        Map<String, ConcurrentReadCell> pool = new LinkedHashMap<>();
        for (ConcurrentReadCell cell : cells) {
            if (cell.measured() && Integer.valueOf(1).equals(cell.threads()) && cell.opsPerSecond() != null) {
                String key = cell.backend() + "/" + cell.variant() + (cell.database() == null ? "" : " on " + cell.database()) + ", "
                        + cell.query() + " query";
                if ("shared".equals(cell.connectionMode())) {
                    shared.put(key, cell);
                } else if ("pool".equals(cell.connectionMode())) {
                    pool.put(key, cell);
                }
            }
        }
        List<Double> ratios = new ArrayList<>();
        List<String> disagreeing = new ArrayList<>();
        int ranged = 0;
        for (Map.Entry<String, ConcurrentReadCell> entry : shared.entrySet()) {
            ConcurrentReadCell other = pool.get(entry.getKey());
            if (other == null || entry.getValue().opsPerSecond() <= 0) {
                continue;
            }
            ratios.add(other.opsPerSecond() / entry.getValue().opsPerSecond());
            if (entry.getValue().samples() >= 2 && other.samples() >= 2) {
                ranged++;
                if (!entry.getValue().agreesWith(other)) {
                    disagreeing.add(String.format(Locale.ROOT, "%s (%.2f×)", entry.getKey(),
                            other.opsPerSecond() / entry.getValue().opsPerSecond()));
                }
            }
        }
        if (ratios.isEmpty()) {
            return "";
        }
        ratios.sort(null);
        String text = String.format(Locale.ROOT, "At one thread both modes have one reader on one connection (or session source, or"
                + " storage); they differ only in how it is handed out (the mode's own mechanism, e.g. a lock or a pool's borrow"
                + " and return) and in when the contestant's fork ran them (all `shared` cells before the `pool` ones). Over the"
                + " %d contestant-and-query pair%s that measured both, the one-thread `pool` cell's throughput was %.2f to %.2f"
                + " times the `shared` cell's (median %.2f).", ratios.size(), ratios.size() == 1 ? "" : "s", ratios.get(0),
                ratios.get(ratios.size() - 1), TimedRegion.median(ratios));
        if (ranged == 0) {
            return text + " The cells have one run each, so no range says whether that is noise; a difference between the modes at"
                    + " more threads that is not clearly larger than the contestant's own one-thread difference is no evidence for"
                    + " either mode.\n";
        }
        return text + String.format(Locale.ROOT, " As sanity pairs, %d of the %d pairs with several samples in both cells agree (each"
                + " median within the other's slowest-to-fastest sample)%s A difference between the modes at more threads"
                + " that is not clearly larger than the contestant's own one-thread difference is no evidence for either mode.\n",
                ranged - disagreeing.size(), ranged, disagreeing.isEmpty() ? "." : "; these do not: " + String.join(", ", disagreeing) + ".");
    }
}
