package persistencebench.read.concurrent;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;

/**
 * The measured samples of a {@code concurrentReads} cell, from one fork or from all of them, and the figures they give:
 * throughput over all samples (every measured operation over the summed sample times, as JMH's throughput mode) with
 * the slowest and the fastest sample's beside it; latency percentiles over every measured operation (the 99th only where
 * the distinct operations number at least {@value OperationLatencies#MIN_OPERATIONS_FOR_P99}: repeating fewer does not
 * make a 99th percentile, only their slowest); and the CPU this JVM and the database server spent per operation over all
 * samples (their clocks tick in 10 ms, so per-sample readings are coarse). Forks may run different passes per sample,
 * so each sample carries its own operation count.
 *
 * @param millis          each sample's wall time
 * @param operations      each sample's operations (passes times distinct operations)
 * @param cpuMillis       this JVM's CPU over each sample, null where it could not be read
 * @param serverCpuMillis the server's CPU over each sample (null entries where not read), empty without a server
 * @param latencies       every measured operation's latency
 */
public record ConcurrentSamples(List<Double> millis, List<Long> operations, List<Double> cpuMillis, List<Double> serverCpuMillis,
                                OperationLatencies latencies) {

    /** The metric carrying a fork's latency histogram ({@link OperationLatencies#encoded()}) to its parent. */
    private static final String LATENCY_HISTOGRAM = "latencyHistogram";
    /** The metric carrying the exact sum of those latencies. */
    private static final String LATENCY_TOTAL_NANOS = "latencyTotalNanos";

    public ConcurrentSamples {
        if (millis.isEmpty() || millis.size() != operations.size() || millis.size() != cpuMillis.size()
                || !serverCpuMillis.isEmpty() && serverCpuMillis.size() != millis.size()) {
            throw new IllegalArgumentException(millis.size() + " samples need as many operation counts and CPU readings, not "
                    + operations.size() + ", " + cpuMillis.size() + " and " + serverCpuMillis.size());
        }
    }

    /** Every measured operation of the samples. */
    public long measuredOperations() {
        return operations.stream().mapToLong(Long::longValue).sum();
    }

    /** Measured operations over the summed sample times, per second. */
    public double opsPerSecond() {
        return measuredOperations() / (millis.stream().mapToDouble(Double::doubleValue).sum() / 1e3);
    }

    /** Puts the figures into {@code cell}, whose query has {@code distinctOperations} distinct operations. */
    public void record(CellResult cell, int distinctOperations) {
        long measured = measuredOperations();
        cell.put("measuredOperations", measured);
        cell.put("opsPerSecond", significant(opsPerSecond()));
        double slowest = Double.MAX_VALUE;
        double fastest = 0;
        for (int i = 0; i < millis.size(); i++) {
            double rate = operations.get(i) / (millis.get(i) / 1e3);
            slowest = Math.min(slowest, rate);
            fastest = Math.max(fastest, rate);
        }
        cell.put("opsPerSecondRange", List.of(significant(slowest), significant(fastest)));
        Map<String, Object> summary = latencies.summary();
        for (String percentile : new String[] {"meanMicros", "p50Micros", "p90Micros", "maxMicros"}) {
            cell.put(percentile, summary.get(percentile));
        }
        if (distinctOperations >= OperationLatencies.MIN_OPERATIONS_FOR_P99) {
            cell.put("p99Micros", summary.get("p99Micros"));
        }
        cell.put("cpuMillisPerOperation", perOperation(cpuMillis, measured));
        cell.put("serverCpuMillisPerOperation", serverCpuMillis.isEmpty() ? null : perOperation(serverCpuMillis, measured));
    }

    /** The summed CPU over the measured operations, or null when a sample has no reading. */
    private static Double perOperation(List<Double> cpuMillis, long operations) {
        return cpuMillis.stream().anyMatch(Objects::isNull) ? null
                : significant(cpuMillis.stream().mapToDouble(Double::doubleValue).sum() / operations);
    }

    /**
     * Puts a fork's latencies into its part of a cell, for the parent to merge with the other forks' ({@link #latencies}):
     * percentiles of forks cannot be merged, their histograms can (a few kilobytes each, dropped once merged).
     */
    static void handOver(CellResult part, OperationLatencies latencies) {
        part.put(LATENCY_HISTOGRAM, latencies.encoded());
        part.put(LATENCY_TOTAL_NANOS, latencies.totalNanos());
    }

    /** The latencies a fork handed over in {@code part} ({@link #handOver}); empty when it handed none over. */
    public static OperationLatencies latencies(CellResult part) {
        if (part.metric(LATENCY_HISTOGRAM) instanceof String encoded && part.metric(LATENCY_TOTAL_NANOS) instanceof Number total) {
            return OperationLatencies.decoded(encoded, total.longValue());
        }
        return new OperationLatencies();
    }

    /** Removes the handed-over latencies from {@code cell}, once merged: they carry no figure of their own. */
    public static void dropLatencies(CellResult cell) {
        cell.metrics().remove(LATENCY_HISTOGRAM);
        cell.metrics().remove(LATENCY_TOTAL_NANOS);
    }

    /** Four significant digits: rounding to a fixed decimal would cost a slow cell's throughput its precision. */
    public static double significant(double value) {
        return new BigDecimal(value).round(new MathContext(4)).doubleValue();
    }
}
