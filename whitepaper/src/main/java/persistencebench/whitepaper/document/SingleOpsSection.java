package persistencebench.whitepaper.document;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.SingleOpsLatencyChart;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.OperationLatencyText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SingleOps;

/**
 * The single-operations section: per store that served them, the latency percentiles of insert, find, update and
 * delete and of YCSB's mixes, with the proof; the stores that could not serve them with the reason each gave. Which
 * stores belong here follows from the result file (cells with {@code singleOps}), never from backend names.
 */
final class SingleOpsSection {

    private SingleOpsSection() {
    }

    /** The filled {@code single-ops-section.adoc} template, or a note when the write run has no single operations. */
    static String render(BenchmarkRun write, List<Figure> figures) {
        List<ResultCell> cells = write.cells(BenchmarkKind.STORE_PHASE).stream().filter(c -> c.singleOps() != null).toList();
        if (cells.isEmpty()) {
            return "The write run has no single operations; run " + AsciiDocText.literal("./mvnw -pl write exec:java")
                    + " without " + AsciiDocText.literal("-DsingleOps=0") + " to add this section.\n";
        }
        List<ResultCell> served = cells.stream().filter(c -> c.singleOps().served() || !write.verdict(c).chartable()).toList();
        Integer operations = cells.stream().map(c -> c.singleOps().operationsPerPhase()).filter(n -> n != null).findFirst().orElse(null);
        return Template.load("single-ops-section.adoc").fill(Map.of(
                "operations", operations == null ? "the run's number of" : Quantities.count(operations),
                "durability", DurabilityText.sentence(write),
                "figures", FigureBlocks.named(figures, SingleOpsLatencyChart.NAME),
                "table", table(write, served),
                "notServed", notServed(write, cells)));
    }

    private static String table(BenchmarkRun write, List<ResultCell> cells) {
        return new CellTable("Single operations: p50 / p99 per operation, and the mixes' p50 of reads / updates (µs), each with its n"
                + " (p99 " + OperationLatencyText.NO_P99 + " below " + OperationLatencies.MIN_OPERATIONS_FOR_P99 + " operations)", write, List.of(),
                List.of(percentiles("Insert", SingleOps::insert, SingleOps.Phase::insert),
                        percentiles("Find", SingleOps::find, SingleOps.Phase::read),
                        percentiles("Update", SingleOps::update, SingleOps.Phase::update),
                        percentiles("Delete", SingleOps::delete, SingleOps.Phase::delete),
                        mix("Mix A (50/50)", SingleOps::mixA), mix("Mix B (95/5)", SingleOps::mixB), mix("Mix C (reads)", SingleOps::mixC),
                        new CellTable.Column("<", "Proof", c -> c.singleOps() == null ? ""
                                : Boolean.TRUE.equals(c.singleOps().verified()) ? "answers and final state verified" : "not verified")))
                .render(cells);
    }

    private static CellTable.Column percentiles(String header, Function<SingleOps, SingleOps.Phase> phase,
                                                Function<SingleOps.Phase, ReadBack.Phase> operation) {
        return new CellTable.Column(">", header, c -> latencies(c, phase, operation)
                .map(p -> OperationLatencyText.p50AndP99(p) + " (" + OperationLatencyText.n(p) + ")").orElse(""));
    }

    private static CellTable.Column mix(String header, Function<SingleOps, SingleOps.Phase> phase) {
        return new CellTable.Column(">", header, c -> {
            String reads = latencies(c, phase, SingleOps.Phase::read).map(SingleOpsSection::median).orElse("");
            return latencies(c, phase, SingleOps.Phase::update).map(p -> reads + " / " + median(p)).orElse(reads);
        });
    }

    private static Optional<ReadBack.Phase> latencies(ResultCell cell, Function<SingleOps, SingleOps.Phase> phase,
                                                      Function<SingleOps.Phase, ReadBack.Phase> operation) {
        return Optional.ofNullable(cell.singleOps()).map(phase).map(operation).filter(p -> p.p50Micros() != null);
    }

    private static String median(ReadBack.Phase latencies) {
        return OperationLatencyText.p50(latencies) + " (" + OperationLatencyText.n(latencies) + ")";
    }

    private static String notServed(BenchmarkRun write, List<ResultCell> cells) {
        List<String> reasons = cells.stream().filter(c -> c.singleOps().notServed() != null)
                .map(c -> Labels.cell(write.catalogue(), c) + ": " + c.singleOps().notServed() + ".").toList();
        return reasons.isEmpty() ? "" : "Stores without operations on one trip by id in this run, each with its reason:\n\n" + Bullets.of(reasons);
    }
}
