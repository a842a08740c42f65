package persistencebench.harness.measure;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A 95 % confidence interval over the independent units of a cell (docs/method.md, "Intervals"): the forks of a hot,
 * concurrent or write cell, the fresh JVMs of a cold one. Samples inside one JVM share its JIT profile and heap
 * layout, so they agree with each other more than two JVMs agree; an interval over them would claim a precision the
 * next fork does not have. Each unit contributes one value (the median of its samples, so one GC pause in a fork does
 * not move the fork), and the interval is of the geometric mean of those values, Student's t on their logarithms
 * ({@link LogSummary}): exp(mean ln ± t(0.975, n−1) · sd ln / √n). With one unit there is no interval.
 *
 * @param low   lower bound, in the unit of the values
 * @param high  upper bound
 * @param units independent units behind it (at least 2)
 */
public record ConfidenceInterval(double low, double high, int units) {
    /** The method, named in every result file beside the intervals. */
    public static final String METHOD = "Student's t 95 % interval of the geometric mean over independent units (forks, or"
            + " fresh JVMs for cold cells), on the logarithms of the unit values, each unit's value the median of its samples"
            + " (a concurrent cell's fork: its operations over its summed sample time)";
    /** The confidence of every interval a cell carries. */
    public static final double LEVEL = 0.95;

    public ConfidenceInterval {
        if (units < 2 || !(low <= high)) {
            throw new IllegalArgumentException("an interval needs two units and low <= high, not [" + low + ", " + high + "] over " + units);
        }
    }

    /** The interval over one value per unit, or empty with fewer than two units or a value that is not positive. */
    public static Optional<ConfidenceInterval> of(List<Double> unitValues) {
        return LogSummary.of(unitValues).flatMap(summary -> summary.interval(LEVEL));
    }

    /**
     * The interval over samples measured in units: {@code units.get(i)} names the unit of {@code samples.get(i)}; each
     * unit's value is the median of its samples.
     */
    public static Optional<ConfidenceInterval> overUnits(List<Double> samples, List<Integer> units) {
        return of(unitMedians(samples, units));
    }

    /** The median of each unit's samples, in the order the units first appear. */
    public static List<Double> unitMedians(List<Double> samples, List<Integer> units) {
        if (samples.size() != units.size()) {
            throw new IllegalArgumentException(samples.size() + " samples but " + units.size() + " unit numbers");
        }
        Map<Integer, List<Double>> byUnit = new LinkedHashMap<>();
        for (int i = 0; i < samples.size(); i++) {
            byUnit.computeIfAbsent(units.get(i), unit -> new ArrayList<>()).add(samples.get(i));
        }
        return byUnit.values().stream().map(values -> SampleStatistics.of(values).medianMillis()).toList();
    }

    /** How many distinct units the samples came from. */
    public static int unitCount(List<Integer> units) {
        return (int) units.stream().distinct().count();
    }

    /** The interval of {@code scale / value}, e.g. a rate from a time (the interval of a time never reaches zero). */
    public ConfidenceInterval reciprocal(double scale) {
        return new ConfidenceInterval(scale / high, scale / low, units);
    }

    /**
     * {@code [low, high]} to {@value #RECORDED_DIGITS} significant digits, for a result file: enough that the spread a
     * reader recovers from the bounds ({@link LogSummary#ofInterval}) is the one they were computed from, even for a value
     * of a few nanoseconds, where a fixed number of decimals would keep one or two digits.
     */
    public List<Double> bounds() {
        return List.of(significant(low), significant(high));
    }

    /** The significant digits of a recorded bound. */
    public static final int RECORDED_DIGITS = 10;

    private static double significant(double value) {
        return new BigDecimal(value).round(new MathContext(RECORDED_DIGITS)).doubleValue();
    }
}
