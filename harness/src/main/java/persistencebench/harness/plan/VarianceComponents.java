package persistencebench.harness.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much a cell's figure moves between forks and between the samples of one fork, and what a fork and a sample
 * cost: the two-level variance components of Kalibera and Jones (2013), on the log scale, so that they are relative
 * (a variance of 0.01 is a coefficient of variation of about 10 %) and cells of milliseconds and of minutes pool.
 * <p>
 * With {@code n} forks of {@code r} samples each, the within-fork variance is the pooled variance of the log samples
 * around their fork's mean, and the between-fork variance is the variance of the fork means less the share of the
 * within-fork variance that one fork's mean still carries (its {@code 1 / r}), never below zero.
 *
 * @param within        the variance of one sample's log around its fork's mean
 * @param between       the variance of a fork's true log mean around the cell's
 * @param forkSeconds   what a fork costs before its first sample (JVM start, opening, warm-ups)
 * @param sampleSeconds what one measured sample costs
 */
public record VarianceComponents(double within, double between, double forkSeconds, double sampleSeconds) {

    public VarianceComponents {
        if (!(within >= 0) || !(between >= 0) || !(forkSeconds >= 0) || !(sampleSeconds > 0)) {
            throw new IllegalArgumentException("variances and the fork's cost must be non-negative and a sample's cost positive, not "
                    + within + ", " + between + ", " + forkSeconds + ", " + sampleSeconds);
        }
    }

    /**
     * The components of one cell measured in forks.
     *
     * @param samples       every measured sample's value (a time, or a time per operation), all positive
     * @param forks         the fork of each sample
     * @param forkSeconds   what a fork of the cell cost before its first sample
     * @param sampleSeconds what a sample cost
     * @throws IllegalArgumentException without two forks, or without a fork of two samples (no within-fork variance)
     */
    public static VarianceComponents ofCell(List<Double> samples, List<Integer> forks, double forkSeconds, double sampleSeconds) {
        if (samples.size() != forks.size()) {
            throw new IllegalArgumentException(samples.size() + " samples but " + forks.size() + " fork numbers");
        }
        Map<Integer, List<Double>> byFork = new LinkedHashMap<>();
        for (int i = 0; i < samples.size(); i++) {
            if (!(samples.get(i) > 0)) {
                throw new IllegalArgumentException("sample " + (i + 1) + " is " + samples.get(i) + ", not a positive value");
            }
            byFork.computeIfAbsent(forks.get(i), fork -> new ArrayList<>()).add(Math.log(samples.get(i)));
        }
        if (byFork.size() < 2) {
            throw new IllegalArgumentException("variance components need two forks, not " + byFork.size());
        }
        double squares = 0;
        int degrees = 0;
        List<Double> means = new ArrayList<>();
        for (List<Double> logs : byFork.values()) {
            double mean = mean(logs);
            means.add(mean);
            for (double log : logs) {
                squares += (log - mean) * (log - mean);
            }
            degrees += logs.size() - 1;
        }
        if (degrees == 0) {
            throw new IllegalArgumentException("variance components need a fork of two samples or more");
        }
        double within = squares / degrees;
        double grand = mean(means);
        double meansVariance = means.stream().mapToDouble(m -> (m - grand) * (m - grand)).sum() / (means.size() - 1);
        double samplesPerFork = (double) samples.size() / byFork.size();
        return new VarianceComponents(within, Math.max(0, meansVariance - within / samplesPerFork), forkSeconds, sampleSeconds);
    }

    /**
     * The components of a cell whose every unit gives one value (a cold cell's fresh JVMs, a concurrent cell's forks,
     * whose samples are time-boxed and not planned): all of the noise is between units, none within.
     *
     * @param values      each unit's value, all positive
     * @param unitSeconds what a unit costs, all of it counted as its one sample
     * @throws IllegalArgumentException with fewer than two units
     */
    public static VarianceComponents ofUnits(List<Double> values, double unitSeconds) {
        if (values.size() < 2) {
            throw new IllegalArgumentException("variance components need two units, not " + values.size());
        }
        List<Double> logs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            if (!(values.get(i) > 0)) {
                throw new IllegalArgumentException("unit " + (i + 1) + " is " + values.get(i) + ", not a positive value");
            }
            logs.add(Math.log(values.get(i)));
        }
        double mean = mean(logs);
        double variance = logs.stream().mapToDouble(l -> (l - mean) * (l - mean)).sum() / (logs.size() - 1);
        return new VarianceComponents(0, variance, 0, unitSeconds);
    }

    /**
     * The samples per fork that buy the most precision per second (Kalibera and Jones: the square root of the cost
     * ratio times the variance ratio), at least one and at most {@code most}; a class without measurable between-fork
     * variance takes {@code most}, since only samples can then reduce its noise.
     */
    public int samplesPerFork(int most) {
        if (between == 0) {
            return most;
        }
        double optimal = Math.sqrt(forkSeconds * within / (sampleSeconds * between));
        return (int) Math.max(1, Math.min(most, Math.ceil(optimal)));
    }

    /** The variance of one fork's log value when it takes {@code samples} samples. */
    public double forkValueVariance(int samples) {
        return between + within / samples;
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
