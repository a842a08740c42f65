package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Figure: offset vs keyset paging on the deep page, a panel for each way of paging with a bar per contestant (backend,
 * variant and database) in the same order, so a contestant's two bars sit at the same height of the two panels. Hot
 * geometric means of one deep page, whiskers their 95 % intervals; one value axis, logarithmic when the values span more than
 * {@link SqlEngineWriteChart#LOG_SCALE_SPAN}.
 */
public final class PagingChart {

    /** The figure's file name stem. */
    public static final String NAME = "read-keyset-vs-offset";

    private PagingChart() {
    }

    /** The figure; empty when the run has no contestant whose offset and keyset cells may both be charted. */
    public static Optional<Figure> create(BenchmarkRun read) {
        List<PagingComparison.Pair> all = PagingComparison.of(read, PagingComparison.DEEP_PAGE);
        List<PagingComparison.Pair> pairs = all.stream().filter(pair -> pair.chartable(read)).toList();
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        BarChartSpec spec = new BarChartSpec("Read: offset vs keyset paging, the deep page (lower is better)",
                "Hot: " + RunDescriptions.GEOMETRIC_MEAN_OF + " " + RunDescriptions.iterations(cells(pairs)) + "; a sample reads the deep page once."
                        + CellBars.notCharted(read, cells(all)),
                CellBars.footnote(read, cells(pairs)), "milliseconds per page",
                List.of(new Facet("offset (skip)", bars(read, pairs, PagingComparison.Pair::offset)),
                        new Facet("keyset (seek)", bars(read, pairs, PagingComparison.Pair::keyset))),
                List.of(), SqlEngineWriteChart.LOG_SCALE_SPAN);
        return Optional.of(Figure.ofBars(NAME, "Offset vs keyset paging: the deep page, hot, per contestant", spec));
    }

    private static List<ResultCell> cells(List<PagingComparison.Pair> pairs) {
        return pairs.stream().flatMap(pair -> List.of(pair.offset(), pair.keyset()).stream()).toList();
    }

    private static List<Bar> bars(BenchmarkRun read, List<PagingComparison.Pair> pairs, Function<PagingComparison.Pair, ResultCell> side) {
        return pairs.stream().map(side).flatMap(cell -> Compared.of(cell)
                .map(compared -> CellBars.of(read, cell, Labels.cell(read.catalogue(), cell), compared, "ms")).stream()).toList();
    }
}
