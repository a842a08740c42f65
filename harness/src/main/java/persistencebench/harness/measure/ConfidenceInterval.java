package persistencebench.harness.measure;

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
 * not move the fork), and the interval is Student's t over those values: mean ± t(0.975, n−1) · s / √n, as JMH
 * computes its score error over forks. With one unit there is no interval.
 *
 * @param low   lower bound, in the unit of the values
 * @param high  upper bound
 * @param units independent units behind it (at least 2)
 */
public record ConfidenceInterval(double low, double high, int units) {
    /** The method, named in every result file beside the intervals. */
    public static final String METHOD = "Student's t 95 % interval of the mean over independent units (forks, or fresh JVMs"
            + " for cold cells), each unit's value the median of its samples";

    /** t(0.975, df) for df = 1 .. 30; beyond, a Cornish-Fisher expansion that is within 0.001 of the exact value. */
    private static final double[] T_975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
            2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045,
            2.042};
    private static final double Z_975 = 1.959964;

    public ConfidenceInterval {
        if (units < 2 || !(low <= high)) {
            throw new IllegalArgumentException("an interval needs two units and low <= high, not [" + low + ", " + high + "] over " + units);
        }
    }

    /** The interval over one value per unit, or empty with fewer than two units. */
    public static Optional<ConfidenceInterval> of(List<Double> unitValues) {
        int n = unitValues.size();
        if (n < 2) {
            return Optional.empty();
        }
        double mean = unitValues.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = unitValues.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double halfWidth = t975(n - 1) * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        // A time or a rate is never negative: the interval ends at zero where the spread would take it below.
        double low = unitValues.stream().allMatch(v -> v >= 0) ? Math.max(0, mean - halfWidth) : mean - halfWidth;
        return Optional.of(new ConfidenceInterval(low, mean + halfWidth, n));
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

    /** Whether the two intervals share a point: the difference between their cells is within noise. */
    public boolean overlaps(ConfidenceInterval other) {
        return low <= other.high && other.low <= high;
    }

    /**
     * The interval of this cell's value over {@code other}'s, from the two intervals' ends (conservative: it excludes 1
     * exactly when the two intervals do not overlap); empty when {@code other}'s interval reaches zero.
     */
    public Optional<ConfidenceInterval> ratioOver(ConfidenceInterval other) {
        if (other.low <= 0 || low < 0) {
            return Optional.empty();
        }
        return Optional.of(new ConfidenceInterval(low / other.high, high / other.low, Math.min(units, other.units)));
    }

    /** The interval of {@code 1 / value}, e.g. a rate from a time; empty when the interval reaches zero. */
    public Optional<ConfidenceInterval> reciprocal(double scale) {
        return low <= 0 ? Optional.empty() : Optional.of(new ConfidenceInterval(scale / high, scale / low, units));
    }

    /** {@code [low, high]} rounded to {@code decimals}, for a result file. */
    public List<Double> bounds(int decimals) {
        double factor = Math.pow(10, decimals);
        return List.of(Math.round(low * factor) / factor, Math.round(high * factor) / factor);
    }

    static double t975(int degreesOfFreedom) {
        if (degreesOfFreedom < 1) {
            throw new IllegalArgumentException("degrees of freedom must be positive, not " + degreesOfFreedom);
        }
        if (degreesOfFreedom <= T_975.length) {
            return T_975[degreesOfFreedom - 1];
        }
        double z = Z_975;
        double df = degreesOfFreedom;
        return z + (z * z * z + z) / (4 * df) + (5 * Math.pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * df * df);
    }
}
