package persistencebench.whitepaper.results;

import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one presentation order for cells in every chart and table: known phases first, then
 * backends (baseline, object graphs, SQL), variants ({@code paper} before {@code tuned}, channel
 * sweeps by channel count) and temperature (cold before hot).
 */
public final class CellOrder {

    private static final List<String> PHASES =
            List.of("load-only", "store", "customersPaged", "purchasesOfForeigners");
    private static final List<String> BACKENDS = List.of("csv", "microstream", "eclipsestore", "jdbc", "hibernate");
    private static final List<String> VARIANTS = List.of("baseline", "paper", "tuned");
    private static final List<String> TEMPERATURES = List.of("cold", "hot");
    private static final Pattern TRAILING_NUMBER = Pattern.compile("^(.*?)(\\d{1,9})(\\D*)$");

    /** Orders backend names: known ones in a fixed order, unknown ones alphabetically after them. */
    public static final Comparator<String> BACKEND = known(BACKENDS);
    /** Orders phase names: known ones in a fixed order, unknown ones alphabetically after them. */
    public static final Comparator<String> PHASE = known(PHASES);
    /** Orders variant names: paper, tuned, then by name with embedded numbers compared numerically. */
    public static final Comparator<String> VARIANT = known(VARIANTS).thenComparing(CellOrder::numericAware);

    private static final Comparator<ResultCell> CELLS = Comparator
            .comparing(ResultCell::phase, PHASE)
            .thenComparing(ResultCell::backend, BACKEND)
            .thenComparing(ResultCell::variant, VARIANT)
            .thenComparing(c -> c.temperature() == null ? "" : c.temperature(), known(TEMPERATURES));

    private CellOrder() {
    }

    /** A sorted copy of {@code cells}. */
    public static List<ResultCell> sorted(List<ResultCell> cells) {
        return cells.stream().sorted(CELLS).toList();
    }

    private static Comparator<String> known(List<String> order) {
        return Comparator.<String>comparingInt(name -> {
            int index = order.indexOf(name);
            return index < 0 ? order.size() : index;
        }).thenComparing(CellOrder::numericAware);
    }

    /** Compares "tuned-2ch" before "tuned-16ch" by comparing the trailing number as a number. */
    private static int numericAware(String a, String b) {
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
