package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;

/** Figure: seconds each backend/variant needs to load and store the taxi trips, with the CSV-only baseline. */
public final class WriteSecondsChart {

    public static final String NAME = "write-seconds";

    private WriteSecondsChart() {
    }

    /** The figure for a verified write run. */
    public static Figure create(BenchmarkRun write) {
        List<Bar> bars = write.cells().stream().map(WriteSecondsChart::bar).toList();
        List<BarChartSpec.Baseline> baselines = csvBaseline(write)
                .map(csv -> new BarChartSpec.Baseline(csv.medianMillis() / 1000.0,
                        "CSV load only (parsing, no storing): " + Quantities.significant(csv.medianMillis() / 1000.0, 3) + " s"))
                .stream().toList();
        BarChartSpec spec = new BarChartSpec(
                "Write: time to load and store the taxi trips (lower is better)",
                "Median of " + RunDescriptions.iterations(write.cells()) + "; each store time includes reading the CSV.",
                RunDescriptions.footnote(write),
                "seconds per run",
                List.of(new Facet("", bars)), baselines);
        return Figure.of(NAME, "Write case: seconds to load and store " + RunDescriptions.dataset(write),
                new BarChartBuilder().build(spec));
    }

    /** The CSV-load-only cell, the floor every store time sits on. */
    static Optional<ResultCell> csvBaseline(BenchmarkRun write) {
        return write.cells("load-only").stream().findFirst();
    }

    private static Bar bar(ResultCell cell) {
        Double min = cell.hasSpread() ? cell.minMillis() / 1000.0 : null;
        Double max = cell.hasSpread() ? cell.maxMillis() / 1000.0 : null;
        return Bar.of(Labels.cell(cell), cell.backend(), Shade.ofVariant(cell.variant()),
                cell.medianMillis() / 1000.0, min, max, "s");
    }
}
