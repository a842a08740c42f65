package persistencebench.whitepaper.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;

/**
 * Point-read latency of every store that served the write case's read-back: the median (p50) per cell, one panel for
 * uniform and one for zipfian ids, each bar labelled with its p50 and p99.
 */
public final class ReadBackLatencyChart {

    public static final String NAME = "write-read-back-latency";

    private ReadBackLatencyChart() {
    }

    /** The figure for a write run; empty when no cell ran the read-back. */
    public static Optional<Figure> create(BenchmarkRun write) {
        List<ResultCell> cells = cells(write);
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        List<Facet> facets = List.of(facet(write, cells, "uniform ids", ReadBack::pointUniform),
                facet(write, cells, "zipfian ids (YCSB, 0.99)", ReadBack::pointZipfian));
        BarChartSpec spec = new BarChartSpec(
                "Write case read-back: one trip by id (lower is better)",
                "Median latency of a point read after reopening the store, in microseconds; labels give p50 / p99. Measured once"
                        + " per cell, after its first fork: no interval across forks, so these bars rank nothing." + CellBars.floors(cells)
                        + CellBars.notCharted(write, write.cells(BenchmarkKind.STORE_PHASE).stream()
                        .filter(c -> c.readBack() != null).toList()),
                RunDescriptions.footnote(write), "microseconds (p50)", facets, List.of());
        return Optional.of(Figure.ofBars(NAME, "Write case read-back: point-read latency per store, " + RunDescriptions.dataset(write),
                spec));
    }

    /** The chartable store cells that ran the read-back, in display order. */
    public static List<ResultCell> cells(BenchmarkRun write) {
        return write.chartable(BenchmarkKind.STORE_PHASE).stream().filter(c -> c.readBack() != null).toList();
    }

    private static Facet facet(BenchmarkRun write, List<ResultCell> cells, String title, Function<ReadBack, ReadBack.Phase> phase) {
        List<Bar> bars = new ArrayList<>();
        for (ResultCell cell : cells) {
            ReadBack.Phase p = phase.apply(cell.readBack());
            if (p != null && p.p50Micros() != null) {
                bars.add(CellBars.plain(write, cell, CellBars.label(write, cell), p.p50Micros(), null, null, "µs")
                        .withValueText(Quantities.significant(p.p50Micros(), 3) + " / " + Quantities.significant(p.p99Micros(), 3) + " µs"));
            }
        }
        return new Facet(title, bars);
    }
}
