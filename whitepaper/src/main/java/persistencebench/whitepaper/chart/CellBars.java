package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;
import persistencebench.whitepaper.results.VariantKind;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Turns a run's cells into bars: in the backend's declared colour, shaded by variant kind, with the min–max
 * whisker when the cell had several samples ("n=1" on a bar of one sample), and — for the whole timed region — stacked from the median
 * sample's open, work and close parts. Only chartable cells become bars; the others are named in a
 * sentence for the chart's subtitle.
 */
final class CellBars {

    private CellBars() {
    }

    /**
     * A stacked bar of the cell's whole timed region in units of {@code divisor} milliseconds: the median total,
     * split as in the median sample, whiskers at the fastest and slowest total.
     */
    static Bar timedRegion(BenchmarkRun run, ResultCell cell, String label, double divisor, String unit) {
        List<Double> parts = TimedRegion.medianParts(cell).map(p -> p.stream().map(v -> v / divisor).toList())
                .orElse(List.of());
        Bar plain = sampled(run, cell, label, cell.medianMillis() / divisor,
                cell.hasSpread() ? cell.minMillis() / divisor : null, cell.hasSpread() ? cell.maxMillis() / divisor : null, unit);
        return new Bar(plain.label(), plain.colour(), plain.shade(), plain.kind(), plain.value(), parts, plain.min(),
                plain.max(), plain.valueText());
    }

    /** A plain bar for {@code cell} with the given value and optional whisker. */
    static Bar plain(BenchmarkRun run, ResultCell cell, String label, double value, Double min, Double max, String unit) {
        VariantKind kind = run.catalogue().kind(cell);
        return Bar.plain(label, colour(run, cell), Shade.of(kind), kind, value, min, max, unit);
    }

    /**
     * As {@link #plain}, for a value computed from the cell's measured samples: a cell with one sample has no whisker,
     * so its label says {@code n=1} (a bar without a whisker must not read as a bar without spread).
     */
    static Bar sampled(BenchmarkRun run, ResultCell cell, String label, double value, Double min, Double max, String unit) {
        Bar bar = plain(run, cell, label, value, min, max, unit);
        return cell.samplesMillis().size() == 1 ? bar.withValueText(bar.valueText() + " · n=1") : bar;
    }

    /** The backend colour of {@code cell}. */
    static Color colour(BenchmarkRun run, ResultCell cell) {
        return Palette.of(run.catalogue(), cell.backend());
    }

    /** The cell's name for a bar label. */
    static String label(BenchmarkRun run, ResultCell cell) {
        return Labels.cell(run.catalogue(), cell);
    }

    /**
     * As {@link #notCharted}, but a database none of whose cells could be charted (a server the run could not start)
     * is named once: " Not charted (failed, unverified or skipped, see the tables): every cell on MariaDB."
     */
    static String notChartedByDatabase(BenchmarkRun run, List<ResultCell> cells) {
        List<ResultCell> left = cells.stream().filter(c -> !run.verdict(c).chartable()).toList();
        List<String> lostDatabases = left.stream().map(ResultCell::database).filter(Objects::nonNull).distinct()
                .filter(db -> cells.stream().filter(c -> db.equals(c.database())).allMatch(left::contains)).toList();
        List<String> named = new ArrayList<>();
        if (!lostDatabases.isEmpty()) {
            named.add("every cell on " + Labels.list(lostDatabases.stream().map(Database::displayName).toList()));
        }
        left.stream().filter(c -> !lostDatabases.contains(c.database()))
                .forEach(c -> named.add(Labels.cellWithTemperature(run.catalogue(), c)));
        return named.isEmpty() ? "" : " Not charted (failed, unverified or skipped, see the tables): " + String.join(", ", named) + ".";
    }

    /**
     * " Not charted (failed, unverified or skipped, see the tables): Hibernate · paper." for the unchartable cells
     * among {@code cells}, or an empty string.
     */
    static String notCharted(BenchmarkRun run, List<ResultCell> cells) {
        List<ResultCell> left = cells.stream().filter(c -> !run.verdict(c).chartable()).toList();
        if (left.isEmpty()) {
            return "";
        }
        return " Not charted (failed, unverified or skipped, see the tables): "
                + left.stream().map(c -> Labels.cellWithTemperature(run.catalogue(), c)).collect(Collectors.joining(", ")) + ".";
    }
}
