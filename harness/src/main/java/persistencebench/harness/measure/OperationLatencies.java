package persistencebench.harness.measure;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * Per-operation latencies of a phase of many small operations (point reads, single writes), where one sample per
 * operation is too many to keep: each operation's nanoseconds go into an HdrHistogram (3 significant digits), and
 * the phase reports its count, throughput and percentiles in microseconds. The caller times the operation itself, so
 * nothing but the operation sits between the two clock reads.
 */
public final class OperationLatencies {
    /**
     * The fewest operations whose 99th percentile tables and charts show: with fewer, the "p99" is one of the slowest
     * one or two operations (at 25 operations, the maximum), so they show n and leave p99 out.
     */
    public static final long P99_MIN_OPERATIONS = 100;

    private final Histogram histogram = new Histogram(3);
    private final LongSupplier clock;
    private long totalNanos;

    /** Latencies read from {@link System#nanoTime()}. */
    public OperationLatencies() {
        this(System::nanoTime);
    }

    /** Latencies read from {@code clock} (nanoseconds), e.g. a test's fake clock. */
    public OperationLatencies(LongSupplier clock) {
        this.clock = clock;
    }

    /** The clock to read before and after each operation. */
    public long now() {
        return clock.getAsLong();
    }

    /** Records one operation that started at {@code startNanos} and ended now. */
    public void recordSince(long startNanos) {
        long nanos = Math.max(1, clock.getAsLong() - startNanos);
        histogram.recordValue(nanos);
        totalNanos += nanos;
    }

    /** Adds every operation {@code other} recorded, e.g. to sum up the histograms several threads kept apart. */
    public void add(OperationLatencies other) {
        histogram.add(other.histogram);
        totalNanos += other.totalNanos;
    }

    public long operations() {
        return histogram.getTotalCount();
    }

    /**
     * {@code operations}, {@code opsPerSecond} (operations over their summed latencies), {@code meanMicros} and the
     * {@code p50/p90/p99/p999/maxMicros} percentiles.
     */
    public Map<String, Object> summary() {
        Map<String, Object> summary = new LinkedHashMap<>();
        long count = operations();
        summary.put("operations", count);
        if (count == 0) {
            return summary;
        }
        summary.put("opsPerSecond", Math.round(count / (totalNanos / 1e9)));
        summary.put("meanMicros", micros(totalNanos / (double) count));
        summary.put("p50Micros", micros(histogram.getValueAtPercentile(50)));
        summary.put("p90Micros", micros(histogram.getValueAtPercentile(90)));
        summary.put("p99Micros", micros(histogram.getValueAtPercentile(99)));
        summary.put("p999Micros", micros(histogram.getValueAtPercentile(99.9)));
        summary.put("maxMicros", micros(histogram.getMaxValue()));
        return summary;
    }

    /** Microseconds to three decimals: the histogram's precision, no more. */
    private static double micros(double nanos) {
        return Math.round(nanos) / 1000.0;
    }
}
