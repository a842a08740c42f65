package persistencebench.harness.measure;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Per-operation latencies of a phase of many small operations (point reads, single writes), where one sample per
 * operation is too many to keep: each operation's nanoseconds go into an HdrHistogram (3 significant digits), and
 * the phase reports its count, throughput and percentiles in microseconds. The caller times the operation itself, so
 * nothing but the operation sits between the two clock reads.
 */
public final class OperationLatencies {
    /**
     * The fewest operations whose 99th percentile is shown: with fewer than 100 the rank of the 99th percentile,
     * {@code ceil(0.99 n)}, is {@code n}, so the "p99" would be the maximum under another name.
     */
    public static final int MIN_OPERATIONS_FOR_P99 = 100;
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

    /** The summed latencies of every recorded operation, in nanoseconds (exact, unlike the histogram's buckets). */
    public long totalNanos() {
        return totalNanos;
    }

    /**
     * The histogram in HdrHistogram's compressed form, Base64: what a forked JVM hands its parent so that the parent's
     * percentiles cover every fork's operations (percentiles of forks cannot be merged, their histograms can).
     */
    public String encoded() {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** The latencies {@link #encoded()} describes, with their exact sum {@code totalNanos} ({@link #totalNanos()}). */
    public static OperationLatencies decoded(String encoded, long totalNanos) {
        OperationLatencies latencies = new OperationLatencies();
        try {
            latencies.histogram.add(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0));
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("not an encoded latency histogram: " + e.getMessage(), e);
        }
        latencies.totalNanos = totalNanos;
        return latencies;
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
