package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;

/**
 * Figure: seconds each backend/variant needs to load and store the taxi trips — the whole timed region,
 * stacked from open, work and close — with the load-only baseline as a line.
 */
public final class WriteSecondsChart {

    public static final String NAME = "write-seconds";

    private WriteSecondsChart() {
    }

    /** The figure for a write run; empty when no cell may be charted. */
    public static Optional<Figure> create(BenchmarkRun write) {
        List<Bar> bars = write.chartable().stream()
                .map(cell -> CellBars.timedRegion(write, cell, CellBars.label(write, cell), 1000.0, "s")).toList();
        if (bars.isEmpty()) {
            return Optional.empty();
        }
        List<BarChartSpec.Baseline> baselines = loadOnlyBaseline(write)
                .flatMap(csv -> Compared.of(csv).map(time -> new BarChartSpec.Baseline(time.value() / 1000.0, Labels.cell(write.catalogue(), csv)
                        + " (parsing, no storing): " + Quantities.significant(time.value() / 1000.0, 3) + " s")))
                .stream().toList();
        BarChartSpec spec = new BarChartSpec(
                "Write: time to load and store the taxi trips (lower is better)",
                "Geometric mean over the forks of the total, each fork at its median sample, of " + RunDescriptions.iterations(write.chartable())
                        + "; each bar is open + work + close in the proportions of the median sample; every store time includes"
                        + " reading the CSV." + CellBars.floors(write.chartable()) + CellBars.notCharted(write, write.cells()),
                CellBars.footnote(write, write.chartable()),
                "seconds per sample (open + work + close)",
                List.of(new Facet("", bars)), baselines);
        return Optional.of(Figure.ofBars(NAME, "Write case: seconds to load and store " + RunDescriptions.dataset(write),
                spec));
    }

    /** The load-only cell, the floor every store time sits on, when it may be charted. */
    static Optional<ResultCell> loadOnlyBaseline(BenchmarkRun write) {
        return write.chartable(BenchmarkKind.LOAD_ONLY_PHASE).stream().findFirst();
    }

    /** The load-only cell's thousand rows per second as a line: the ceiling of every rate. */
    static Optional<BarChartSpec.Baseline> parseRate(BenchmarkRun write) {
        return loadOnlyBaseline(write).flatMap(csv -> Compared.rowsPerSecond(write, csv)).map(rate -> new BarChartSpec.Baseline(
                rate.value() / 1000.0, "CSV parse rate (ceiling): " + Quantities.significant(rate.value() / 1000.0, 3) + " k rows/s"));
    }
}
