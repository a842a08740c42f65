package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;

/** Figure: the time one query phase takes per backend/variant, cold beside hot. */
public final class ReadQueryTimeChart {

    private ReadQueryTimeChart() {
    }

    /** The file name stem for {@code phase}'s figure. */
    public static String name(String phase) {
        return "read-query-time-" + phase;
    }

    /** The figure for one phase of a verified read run. */
    public static Figure create(BenchmarkRun read, String phase) {
        List<ResultCell> cells = read.cells(phase);
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — query time (lower is better)",
                "All queries of the phase per run, median of " + RunDescriptions.iterations(cells)
                        + "; cold = fresh JVM and database cache, hot = repeated in the same JVM.",
                RunDescriptions.footnote(read),
                "milliseconds per run",
                ReadFacets.byTemperature(cells, ReadQueryTimeChart::bar), List.of());
        return Figure.of(name(phase), "Read case, " + Labels.phase(phase) + ": query time, cold and hot",
                new BarChartBuilder().build(spec));
    }

    private static Bar bar(ResultCell cell) {
        Double min = cell.hasSpread() ? cell.minMillis() : null;
        Double max = cell.hasSpread() ? cell.maxMillis() : null;
        return Bar.of(Labels.cell(cell), cell.backend(), Shade.ofVariant(cell.variant()), cell.medianMillis(), min, max, "ms");
    }
}
