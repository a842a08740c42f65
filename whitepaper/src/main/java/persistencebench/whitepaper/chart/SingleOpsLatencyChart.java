package persistencebench.whitepaper.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.whitepaper.format.OperationLatencyText;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SingleOps;

/**
 * Single-operation latency of every store that served the write case's single operations: the median (p50) per cell,
 * one panel per operation (insert, find by id, fare update, delete), each bar labelled with its p50, p99 and n
 * ({@link OperationLatencyText}).
 */
public final class SingleOpsLatencyChart {

    public static final String NAME = "write-single-ops-latency";

    private SingleOpsLatencyChart() {
    }

    /** The figure for a write run; empty when no cell ran the single operations. */
    public static Optional<Figure> create(BenchmarkRun write) {
        List<ResultCell> cells = cells(write);
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        List<Facet> facets = List.of(facet(write, cells, "insert one trip", SingleOps::insert, SingleOps.Phase::insert),
                facet(write, cells, "find one by id", SingleOps::find, SingleOps.Phase::read),
                facet(write, cells, "update its fare", SingleOps::update, SingleOps.Phase::update),
                facet(write, cells, "delete one", SingleOps::delete, SingleOps.Phase::delete));
        BarChartSpec spec = new BarChartSpec(
                "Write case single operations: one trip at a time (lower is better)",
                "Median latency of one operation on the stored trips, each write durable per the run's class, in microseconds;"
                        + " labels give p50 / p99 and n, p99 " + OperationLatencyText.NO_P99 + " below " + OperationLatencies.MIN_OPERATIONS_FOR_P99
                        + " operations. Measured once per cell, after its first fork: no interval across forks, so these bars rank"
                        + " nothing." + CellBars.floors(cells) + CellBars.notCharted(write, write.cells(BenchmarkKind.STORE_PHASE).stream()
                        .filter(c -> c.singleOps() != null && c.singleOps().served()).toList()),
                RunDescriptions.footnote(write), "microseconds (p50)", facets, List.of());
        return Optional.of(Figure.ofBars(NAME, "Write case single operations: latency per operation and store, "
                + RunDescriptions.dataset(write), spec));
    }

    /** The chartable store cells that ran the single operations, in display order. */
    public static List<ResultCell> cells(BenchmarkRun write) {
        return write.chartable(BenchmarkKind.STORE_PHASE).stream().filter(c -> c.singleOps() != null && c.singleOps().served()).toList();
    }

    private static Facet facet(BenchmarkRun write, List<ResultCell> cells, String title, Function<SingleOps, SingleOps.Phase> phase,
                               Function<SingleOps.Phase, ReadBack.Phase> operation) {
        List<Bar> bars = new ArrayList<>();
        for (ResultCell cell : cells) {
            ReadBack.Phase p = Optional.ofNullable(phase.apply(cell.singleOps())).map(operation).orElse(null);
            if (p != null && p.p50Micros() != null) {
                bars.add(CellBars.plain(write, cell, CellBars.label(write, cell), p.p50Micros(), null, null, "µs")
                        .withValueText(OperationLatencyText.p50AndP99(p) + " µs, " + OperationLatencyText.n(p)));
            }
        }
        return new Facet(title, bars);
    }
}
