package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figure: throughput of each store cell in thousand rows per second over the whole timed region; the CSV
 * parse rate is the ceiling no backend can exceed, drawn as a baseline.
 */
public final class WriteRowsPerSecondChart {

    public static final String NAME = "write-rows-per-second";

    private WriteRowsPerSecondChart() {
    }

    /** The figure for a write run; empty when no store cell may be charted. */
    public static Optional<Figure> create(BenchmarkRun write) {
        List<Bar> bars = new ArrayList<>();
        List<ResultCell> stores = write.chartable(BenchmarkKind.STORE_PHASE);
        for (ResultCell cell : stores) {
            WriteRates.bar(write, cell, CellBars.label(write, cell)).ifPresent(bars::add);
        }
        if (bars.isEmpty()) {
            return Optional.empty();
        }
        List<BarChartSpec.Baseline> baselines = new ArrayList<>();
        WriteSecondsChart.parseRate(write).ifPresent(baselines::add);
        BarChartSpec spec = new BarChartSpec(
                "Write: throughput while loading and storing (higher is better)",
                "Rows stored per second of the whole timed region, at " + RunDescriptions.GEOMETRIC_MEAN_OF + " "
                        + RunDescriptions.iterations(stores) + "."
                        + CellBars.floors(stores) + CellBars.openEnded(bars) + CellBars.notCharted(write, write.cells(BenchmarkKind.STORE_PHASE)),
                CellBars.footnote(write, stores),
                "thousand rows per second",
                List.of(new Facet("", bars)), baselines);
        return Optional.of(Figure.ofBars(NAME, "Write case: rows stored per second, " + RunDescriptions.dataset(write),
                spec));
    }
}
