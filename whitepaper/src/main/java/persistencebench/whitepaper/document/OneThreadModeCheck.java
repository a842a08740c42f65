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
 * in how the mode hands it out and in when its fork ran them ({@code shared} first). Their throughput ratio, over every
 * contestant and query that measured both, shows how far apart cells of nearly one configuration land.
 */
final class OneThreadModeCheck {

    private OneThreadModeCheck() {
    }

    /** The paragraph, or empty when no contestant measured both modes at one thread. */
    static String render(List<ConcurrentReadCell> cells) {
        Map<String, Double> shared = new LinkedHashMap<>();
        Map<String, Double> pool = new LinkedHashMap<>();
        for (ConcurrentReadCell cell : cells) {
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
        return String.format(Locale.ROOT, "At one thread both modes have one reader on one connection (or session source, or"
                + " storage); they differ only in how it is handed out (the mode's own mechanism, e.g. a lock or a pool's borrow"
                + " and return) and in when the contestant's fork ran them (all `shared` cells before the `pool` ones). Over the"
                + " %d contestant-and-query pair%s that measured both, the one-thread `pool` cell's throughput was %.2f to %.2f"
                + " times the `shared` cell's (median %.2f). Why the two differ this much is not yet known (the order in the"
                + " fork is one suspect); until it is, a difference between the modes at more threads that is not clearly"
                + " larger than the contestant's own one-thread difference is no evidence for either mode.%n",
                ratios.size(), ratios.size() == 1 ? "" : "s", ratios.get(0), ratios.get(ratios.size() - 1), TimedRegion.median(ratios));
    }
}
