package persistencebench.whitepaper.format;

import persistencebench.harness.measure.OperationLatencies;
import persistencebench.whitepaper.results.ReadBack;

/**
 * One operation kind's latencies as the single-operation table, chart and reference figures print them: microseconds
 * to three significant digits, always with n (the operations measured), and the 99th percentile only from
 * {@link OperationLatencies#MIN_OPERATIONS_FOR_P99} operations on; with fewer it is one of the slowest one or two operations
 * (YCSB's mix B updates a twentieth of its operations), so "–" stands in its place.
 */
public final class OperationLatencyText {
    /** What stands for a p99 taken from too few operations. */
    public static final String NO_P99 = "–";

    private OperationLatencyText() {
    }

    /** "p50 / p99" in microseconds, the p99 "–" below the operations it needs. */
    public static String p50AndP99(ReadBack.Phase latencies) {
        return micros(latencies.p50Micros()) + " / " + p99(latencies);
    }

    /** The p99 in microseconds, or "–" below the operations it needs. */
    public static String p99(ReadBack.Phase latencies) {
        return hasP99(latencies) ? micros(latencies.p99Micros()) : NO_P99;
    }

    /** The p50 in microseconds. */
    public static String p50(ReadBack.Phase latencies) {
        return micros(latencies.p50Micros());
    }

    /** "n 500": how many operations the percentiles come from. */
    public static String n(ReadBack.Phase latencies) {
        return "n " + Quantities.count(latencies.operations() == null ? 0 : latencies.operations());
    }

    private static boolean hasP99(ReadBack.Phase latencies) {
        return latencies.p99Micros() != null && latencies.operations() != null && latencies.operations() >= OperationLatencies.MIN_OPERATIONS_FOR_P99;
    }

    private static String micros(Double value) {
        return value == null ? "" : Quantities.significant(value, 3);
    }
}
