package persistencebench.read.concurrent;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.resultformat.CellField;

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
        cell.put(CellField.MEASURED_OPERATIONS, measured);
        cell.put(CellField.OPS_PER_SECOND, significant(opsPerSecond()));
        double slowest = Double.MAX_VALUE;
        double fastest = 0;
        for (int i = 0; i < millis.size(); i++) {
            double rate = operations.get(i) / (millis.get(i) / 1e3);
            slowest = Math.min(slowest, rate);
            fastest = Math.max(fastest, rate);
        }
        cell.put(CellField.OPS_PER_SECOND_RANGE, List.of(significant(slowest), significant(fastest)));
        Map<String, Object> summary = latencies.summary();
        for (CellField percentile : List.of(CellField.MEAN_MICROS, CellField.P50_MICROS, CellField.P90_MICROS, CellField.MAX_MICROS)) {
            cell.put(percentile, summary.get(percentile.key()));
        }
        if (distinctOperations >= OperationLatencies.MIN_OPERATIONS_FOR_P99) {
            cell.put(CellField.P99_MICROS, summary.get(CellField.P99_MICROS.key()));
        }
        cell.put(CellField.CPU_MILLIS_PER_OPERATION, perOperation(cpuMillis, measured));
        cell.put(CellField.SERVER_CPU_MILLIS_PER_OPERATION, serverCpuMillis.isEmpty() ? null : perOperation(serverCpuMillis, measured));
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
        part.put(CellField.LATENCY_HISTOGRAM, latencies.encoded());
        part.put(CellField.LATENCY_TOTAL_NANOS, latencies.totalNanos());
    }

    /** The latencies a fork handed over in {@code part} ({@link #handOver}); empty when it handed none over. */
    public static OperationLatencies latencies(CellResult part) {
        if (part.metric(CellField.LATENCY_HISTOGRAM) instanceof String encoded
                && part.metric(CellField.LATENCY_TOTAL_NANOS) instanceof Number total) {
            return OperationLatencies.decoded(encoded, total.longValue());
        }
        return new OperationLatencies();
    }

    /** Removes the handed-over latencies from {@code cell}, once merged: they carry no figure of their own. */
    public static void dropLatencies(CellResult cell) {
        cell.remove(CellField.LATENCY_HISTOGRAM).remove(CellField.LATENCY_TOTAL_NANOS);
    }

    /** Four significant digits: rounding to a fixed decimal would cost a slow cell's throughput its precision. */
    public static double significant(double value) {
        return new BigDecimal(value).round(new MathContext(4)).doubleValue();
    }
}
