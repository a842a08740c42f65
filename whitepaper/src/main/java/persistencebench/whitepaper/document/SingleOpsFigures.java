package persistencebench.whitepaper.document;

import java.util.Locale;
import java.util.Optional;
import persistencebench.whitepaper.format.OperationLatencyText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SingleOps;

/**
 * One operation of a write cell's single operations as a reference figure is set beside it: operations per second at
 * the mean latency (what a loop of operations timed as a whole, as the references did, would report), with our p50 and
 * p99 and their n ({@link OperationLatencyText}); or why the cell has none.
 */
final class SingleOpsFigures {

    private SingleOpsFigures() {
    }

    /** @param operation {@code insert}, {@code find}, {@code update} or {@code delete} */
    static String of(BenchmarkRun write, ResultCell cell, String operation) {
        if (!write.verdict(cell).chartable()) {
            return write.verdict(cell).status().name().toLowerCase(Locale.ROOT) + " in this run";
        }
        SingleOps ops = cell.singleOps();
        if (ops == null || !ops.served()) {
            return ops == null ? "no single operations in this run" : "not served: " + ops.notServed();
        }
        return latencies(ops, operation).filter(p -> p.opsPerSecond() != null && p.p50Micros() != null)
                .map(p -> Quantities.rate(p.opsPerSecond()) + " ops/s at the mean (p50 " + OperationLatencyText.p50(p) + " µs, p99 "
                        + OperationLatencyText.p99(p) + " µs, " + OperationLatencyText.n(p) + ")")
                .orElse("no " + operation + " latencies recorded");
    }

    private static Optional<ReadBack.Phase> latencies(SingleOps ops, String operation) {
        return switch (operation) {
            case "insert" -> Optional.ofNullable(ops.insert()).map(SingleOps.Phase::insert);
            case "find" -> Optional.ofNullable(ops.find()).map(SingleOps.Phase::read);
            case "update" -> Optional.ofNullable(ops.update()).map(SingleOps.Phase::update);
            case "delete" -> Optional.ofNullable(ops.delete()).map(SingleOps.Phase::delete);
            default -> throw new IllegalArgumentException("no single operation \"" + operation + "\"; expected insert, find, update or delete");
        };
    }
}
