package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;

/**
 * Figures: one query phase at one temperature. Cold cells show their whole timed region stacked from open, work (all
 * the phase's queries) and close, labelled with open + queries, by which they are compared, and whose 95 % interval
 * is the whisker; hot cells show their work alone. Cold and hot get separate figures, because their scales differ by
 * orders of magnitude.
 */
public final class ReadTimeChart {

    private ReadTimeChart() {
    }

    /** The file name stem for {@code phase} at {@code temperature}, e.g. {@code read-cold-customersPaged}. */
    public static String name(String phase, String temperature) {
        return "read-" + temperature + "-" + phase;
    }

    /** The figure, or empty when no cell of that phase and temperature may be charted. */
    public static Optional<Figure> create(BenchmarkRun read, String phase, String temperature) {
        List<ResultCell> cells = read.cells(phase).stream().filter(c -> temperature.equals(c.temperature())).toList();
        List<ResultCell> charted = cells.stream().filter(c -> read.verdict(c).chartable()).toList();
        List<Bar> bars = charted.stream().flatMap(c -> (c.isCold() ? Optional.of(cold(read, c)) : hot(read, c)).stream()).toList();
        if (bars.isEmpty()) {
            return Optional.empty();
        }
        boolean cold = ResultCell.COLD.equals(temperature);
        String what = cold ? "open + queries + close" : "query time on an open service";
        String subtitle = (cold
                ? "Each bar is the median sample's whole timed region, split into its parts; cells are compared by the"
                        + " geometric mean over the fresh JVMs of open + queries, all the phase's queries after the open (the value"
                        + " after the total; the whisker is its interval). "
                : "Geometric mean over the forks of the work, each fork at its median sample, of ") + RunDescriptions.iterations(charted) + ". "
                + ColdKinds.subtitle(cells) + CellBars.notCharted(read, cells);
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + ", " + temperature + " — " + what + " (lower is better)",
                subtitle, CellBars.footnote(read, charted),
                cold ? "milliseconds per sample (open + work + close)" : "milliseconds per sample",
                List.of(new Facet("", bars)), List.of());
        return Optional.of(Figure.ofBars(name(phase, temperature), "Read case, " + Labels.phase(phase) + ", " + temperature
                + ": " + what, spec));
    }

    private static Bar cold(BenchmarkRun read, ResultCell cell) {
        String label = CellBars.label(read, cell) + (ColdKinds.JVM_COLD.equals(cell.coldKind()) ? " [" + ColdKinds.JVM_COLD + "]" : "");
        Bar bar = CellBars.timedRegion(read, cell, label, 1.0, "ms");
        return Compared.of(cell).map(compared -> bar.withValueText(bar.valueText() + " · open + queries "
                + Quantities.significant(compared.value(), 3) + " ms")).orElse(bar);
    }

    private static Optional<Bar> hot(BenchmarkRun read, ResultCell cell) {
        return Compared.of(cell).map(compared -> CellBars.of(read, cell, CellBars.label(read, cell), compared, "ms"));
    }
}
