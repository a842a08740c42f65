package persistencebench.harness.measure;

import java.util.List;
import java.util.Optional;

/**
 * The values of a cell's independent units on the log scale (docs/method.md, "Intervals"): how many there are, the mean
 * and the standard deviation of their natural logarithms. Times and throughputs are positive and their noise is a share
 * of the value (a fork 20 % slower, not 20 ms slower), so their logarithms are what Student's t and Welch's test are
 * applied to: the mean of the logarithms is the logarithm of the geometric mean, the headline a cell shows, and an
 * interval or a ratio taken there never reaches zero and treats a time and its reciprocal, a throughput, alike.
 *
 * @param units   how many unit values (at least 1)
 * @param meanLog the mean of their natural logarithms
 * @param sdLog   the sample standard deviation of the logarithms (n − 1 in the denominator), 0 with one unit
 */
public record LogSummary(int units, double meanLog, double sdLog) implements LogScale {

    public LogSummary {
        if (units < 1 || !Double.isFinite(meanLog) || !(sdLog >= 0) || Double.isInfinite(sdLog)) {
            throw new IllegalArgumentException("a log summary needs a unit, a finite mean and a standard deviation of 0 or"
                    + " more, not " + units + " units, mean " + meanLog + ", sd " + sdLog);
        }
    }

    /** The summary of one value per unit; empty without values or where one is not positive (it has no logarithm). */
    public static Optional<LogSummary> of(List<Double> unitValues) {
        if (unitValues.isEmpty() || !unitValues.stream().allMatch(v -> v > 0 && Double.isFinite(v))) {
            return Optional.empty();
        }
        int n = unitValues.size();
        double mean = unitValues.stream().mapToDouble(Math::log).average().orElseThrow();
        double squares = unitValues.stream().mapToDouble(v -> (Math.log(v) - mean) * (Math.log(v) - mean)).sum();
        return Optional.of(new LogSummary(n, mean, n < 2 ? 0 : Math.sqrt(squares / (n - 1))));
    }

    /**
     * The summary a geometric {@code level} interval over {@code interval.units()} units was computed from ({@link #interval}
     * inverted): a result file records the interval, not the spread, and this recovers the spread exactly.
     */
    public static LogSummary ofInterval(ConfidenceInterval interval, double level) {
        if (!(interval.low() > 0)) {
            throw new IllegalArgumentException("a geometric interval is positive, not [" + interval.low() + ", " + interval.high() + "]");
        }
        int n = interval.units();
        double meanLog = (Math.log(interval.low()) + Math.log(interval.high())) / 2;
        double halfWidth = (Math.log(interval.high()) - Math.log(interval.low())) / 2;
        return new LogSummary(n, meanLog, halfWidth / StudentT.quantile((1 + level) / 2, n - 1) * Math.sqrt(n));
    }

    /** The standard error of {@link #meanLog()}: sd / √n. */
    @Override
    public double standardError() {
        return sdLog / Math.sqrt(units);
    }

    /** n − 1: the interval of the geometric mean is exp(mean ± t((1 + level) / 2, n − 1) · sd / √n). */
    @Override
    public double degreesOfFreedom() {
        return units - 1;
    }

    /** The summary of {@code scale / value} for every unit value: a throughput from a time per operation, or back. */
    @Override
    public LogSummary reciprocal(double scale) {
        return new LogSummary(units, Math.log(scale) - meanLog, sdLog);
    }

    /** The summary of {@code value · factor} for every unit value (another unit of measure; {@code factor} positive). */
    @Override
    public LogSummary times(double factor) {
        return new LogSummary(units, meanLog + Math.log(factor), sdLog);
    }
}
