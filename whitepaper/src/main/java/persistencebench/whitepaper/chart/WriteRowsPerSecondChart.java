package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figure: throughput of each store cell in thousand rows per second; the CSV parse rate is the
 * ceiling no backend can exceed, drawn as a baseline.
 */
public final class WriteRowsPerSecondChart {

    public static final String NAME = "write-rows-per-second";

    private WriteRowsPerSecondChart() {
    }

    /** The figure for a verified write run; empty when the run has no store cells. */
    public static Optional<Figure> create(BenchmarkRun write) {
        List<Bar> bars = new ArrayList<>();
        for (ResultCell cell : write.cells("store")) {
            Double rate = WriteRates.atMedian(write, cell);
            if (rate == null) {
                continue;
            }
            Double low = cell.hasSpread() ? thousands(WriteRates.at(write, cell, cell.maxMillis())) : null;
            Double high = cell.hasSpread() ? thousands(WriteRates.at(write, cell, cell.minMillis())) : null;
            bars.add(Bar.of(Labels.cell(cell), cell.backend(), Shade.ofVariant(cell.variant()),
                    rate / 1000.0, low, high, "k rows/s"));
        }
        if (bars.isEmpty()) {
            return Optional.empty();
        }
        List<BarChartSpec.Baseline> baselines = new ArrayList<>();
        WriteSecondsChart.csvBaseline(write).map(csv -> WriteRates.atMedian(write, csv)).ifPresent(rate ->
                baselines.add(new BarChartSpec.Baseline(rate / 1000.0,
                        "CSV parse rate (ceiling): " + Quantities.significant(rate / 1000.0, 3) + " k rows/s")));
        BarChartSpec spec = new BarChartSpec(
                "Write: throughput while loading and storing (higher is better)",
                "Rows stored per second, median of " + RunDescriptions.iterations(write.cells("store"))
                        + "; whiskers from the slowest and fastest run.",
                RunDescriptions.footnote(write),
                "thousand rows per second",
                List.of(new Facet("", bars)), baselines);
        return Optional.of(Figure.of(NAME, "Write case: rows stored per second, " + RunDescriptions.dataset(write),
                new BarChartBuilder().build(spec)));
    }

    private static Double thousands(Double rate) {
        return rate == null ? null : rate / 1000.0;
    }
}
