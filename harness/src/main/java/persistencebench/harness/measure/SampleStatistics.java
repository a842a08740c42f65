package persistencebench.harness.measure;

import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.DoubleHistogram;

/**
 * Median, min, max and mean of measured samples, computed exactly from the sorted samples, plus
 * p90/p99 from an HdrHistogram (3 significant digits). Percentiles are never averaged across cells.
 */
public record SampleStatistics(double medianMillis, double minMillis, double maxMillis, double meanMillis,
                               double p90Millis, double p99Millis) {

    public static SampleStatistics of(List<Double> samplesMillis) {
        if (samplesMillis.isEmpty()) {
            throw new IllegalArgumentException("no samples: a cell needs at least one measured iteration");
        }
        double[] sorted = samplesMillis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        DoubleHistogram histogram = new DoubleHistogram(3);
        for (double sample : sorted) {
            histogram.recordValue(Math.max(sample, 0.000_001));
        }
        return new SampleStatistics(median(sorted), sorted[0], sorted[sorted.length - 1], Arrays.stream(sorted).average().orElseThrow(),
                round(histogram.getValueAtPercentile(90)), round(histogram.getValueAtPercentile(99)));
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * A time as the result file holds it, to the nanosecond: a time-boxed hot sample's figure is per pass, and a pass
     * over an object graph can take less than a microsecond.
     */
    static double round(double millis) {
        return Math.round(millis * 1e6) / 1e6;
    }
}
