package persistencebench.whitepaper.results;

import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one presentation order for cells in every chart and table: phases as the run measured them, then
 * backends by their declared display order, databases (the study's first), variants by kind (the study's approach,
 * steps, tuned) and name (channel counts compared as numbers), and cold before hot.
 */
final class CellOrder {

    private static final Pattern TRAILING_NUMBER = Pattern.compile("^(.*?)(\\d{1,9})(\\D*)$");

    private CellOrder() {
    }

    /** {@code cells} sorted for presentation, using {@code catalogue} for backend order and variant kinds. */
    static List<ResultCell> sorted(List<ResultCell> cells, BackendCatalogue catalogue) {
        List<String> phases = cells.stream().map(ResultCell::phase).distinct().toList();
        Comparator<ResultCell> order = Comparator
                .<ResultCell>comparingInt(c -> phases.indexOf(c.phase()))
                .thenComparing(ResultCell::backend, catalogue.backendOrder())
                .thenComparing(ResultCell::database, Database.order())
                .thenComparing((ResultCell c) -> catalogue.kind(c))
                .thenComparing(ResultCell::variant, CellOrder::numericAware)
                .thenComparing(c -> c.isCold() ? 0 : 1);
        return cells.stream().sorted(order).toList();
    }

    /** Compares "tuned-2ch" before "tuned-16ch" by comparing the trailing number as a number. */
    static int numericAware(String a, String b) {
        Matcher ma = TRAILING_NUMBER.matcher(a);
        Matcher mb = TRAILING_NUMBER.matcher(b);
        if (ma.matches() && mb.matches() && ma.group(1).equals(mb.group(1))) {
            int byNumber = Long.compare(Long.parseLong(ma.group(2)), Long.parseLong(mb.group(2)));
            if (byNumber != 0) {
                return byNumber;
            }
        }
        return a.compareTo(b);
    }
}
