package persistencebench.whitepaper.chart;

import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.awt.Color;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Turns a run's cells into bars: in the backend's declared colour, shaded by variant kind, with the whisker of the
 * value's 95 % interval over the cell's forks (fresh JVMs for cold cells), and — for the whole timed region — stacked
 * in the proportions of the median sample's open, work and close parts. A value without an interval (one fork) has no whisker and says
 * so on its bar; a floor (a store that persists nothing, the load-only baseline) says so in its label. Only chartable
 * cells become bars; the others are named in a sentence for the chart's subtitle.
 */
final class CellBars {

    private CellBars() {
    }

    /**
     * A stacked bar of the cell's whole timed region in units of {@code divisor} milliseconds, split as in the median
     * sample, the whisker the interval of the value the cell is compared by ({@link Compared}). Where that value is the
     * whole timed region (a write, a hot read) the bar is it, the geometric mean the whisker is of; a cold read is
     * compared by open + work, so its bar is the median sample's whole region, close included.
     */
    static Bar timedRegion(BenchmarkRun run, ResultCell cell, String label, double divisor, String unit) {
        Optional<Estimate> compared = Compared.of(cell).map(e -> e.times(1 / divisor));
        double median = cell.medianMillis() / divisor;
        double total = cell.isCold() ? median : compared.map(Estimate::value).orElse(median);
        List<Double> parts = TimedRegion.medianParts(cell).map(p -> p.stream().map(v -> v / divisor * total / median).toList())
                .orElse(List.of());
        Bar bar = plain(run, cell, label, total, compared.flatMap(Estimate::interval).map(ConfidenceInterval::low)
                .orElse(null), compared.flatMap(Estimate::interval).map(ConfidenceInterval::high).orElse(null), unit);
        return marked(bar, compared).withParts(parts);
    }

    /** A plain bar for {@code cell} with the given value and optional whisker. */
    static Bar plain(BenchmarkRun run, ResultCell cell, String label, double value, Double low, Double high, String unit) {
        ResultVariantKind kind = run.catalogue().kind(cell);
        return Bar.plain(label, colour(run, cell), Shade.of(kind), kind, value, low, high, unit);
    }

    /** A bar of {@code estimate}, the whisker its interval; without one, its label says what it rests on. */
    static Bar of(BenchmarkRun run, ResultCell cell, String label, Estimate estimate, String unit) {
        Bar bar = plain(run, cell, label, estimate.value(), estimate.interval().map(ConfidenceInterval::low).orElse(null),
                estimate.interval().map(ConfidenceInterval::high).orElse(null), unit);
        return marked(bar, Optional.of(estimate));
    }

    /** A bar without a whisker must not read as a bar without noise: it says it rests on one unit. */
    private static Bar marked(Bar bar, Optional<Estimate> estimate) {
        return estimate.filter(e -> !e.hasInterval()).map(e -> bar.withValueText(bar.valueText() + " · " + IntervalText.oneUnit(e)))
                .orElse(bar);
    }

    /**
     * The chart footnote's line on the whiskers of {@code cells}: "Whiskers: 95 % interval over 2 forks per cell (of
     * the geometric mean of each one's median sample). No whisker (one fork, no interval): JDBC · paper."
     */
    static String whiskers(BenchmarkRun run, List<ResultCell> cells) {
        List<Estimate> estimates = cells.stream().map(Compared::of).flatMap(Optional::stream).toList();
        String over = estimates.stream().filter(Estimate::hasInterval).collect(Collectors.groupingBy(Estimate::unit, TreeMap::new,
                        Collectors.summarizingInt(Estimate::units))).entrySet().stream()
                .map(e -> range(e.getValue()) + " " + e.getKey() + "s").collect(Collectors.joining(" or "));
        List<ResultCell> single = cells.stream().filter(c -> Compared.of(c).filter(e -> !e.hasInterval()).isPresent()).toList();
        String text = over.isEmpty() ? "" : "Whiskers: 95 % interval over " + over + " per cell (of the geometric mean of each one's median"
                + " sample, Student's t on the log scale).";
        if (single.isEmpty()) {
            return text;
        }
        return text + (text.isEmpty() ? "" : " ") + "No whisker (" + IntervalText.oneUnit(Compared.of(single.get(0)).orElseThrow())
                + ", no interval): " + single.stream().map(c -> Labels.cellWithTemperature(run.catalogue(), c)).collect(Collectors.joining(", "))
                + ".";
    }

    /** " Bars marked (floor) persist nothing: floors, never ranked." when {@code cells} hold a floor, else empty. */
    static String floors(List<ResultCell> cells) {
        return cells.stream().anyMatch(ResultCell::isFloor) ? " Bars marked" + Labels.FLOOR + " persist nothing: floors, never ranked." : "";
    }

    /**
     * " A whisker that runs to the axis's end has no upper bound: ..." when one of {@code bars} has one (a rate whose
     * time interval reaches zero), else empty.
     */
    static String openEnded(List<Bar> bars) {
        return bars.stream().anyMatch(Bar::isOpenEnded) ? " A whisker that runs to the axis's end has no upper bound: its cell's"
                + " time interval reaches zero." : "";
    }

    /** The footnote of a chart of {@code cells}: the whiskers' line above the run's footnote. */
    static String footnote(BenchmarkRun run, List<ResultCell> cells) {
        String whiskers = whiskers(run, cells);
        return (whiskers.isEmpty() ? "" : whiskers + "\n") + RunDescriptions.footnote(run);
    }

    /** "3", or "2–5" for units of several counts. */
    static String range(IntSummaryStatistics units) {
        return units.getMin() == units.getMax() ? String.valueOf(units.getMax()) : units.getMin() + "–" + units.getMax();
    }

    /** The backend colour of {@code cell}. */
    static Color colour(BenchmarkRun run, ResultCell cell) {
        return Palette.of(run.catalogue(), cell.backend());
    }

    /** The cell's name for a bar label, "(floor)" after a floor's. */
    static String label(BenchmarkRun run, ResultCell cell) {
        return Labels.cellOrFloor(run.catalogue(), cell);
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
            named.add("every cell on " + Labels.databases(lostDatabases));
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
