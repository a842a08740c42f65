package persistencebench.harness.measure;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Quantiles of Student's t distribution, the one home of them in the benchmark (docs/method.md, "Intervals" and
 * "Claims"). Welch's test needs them at fractional degrees of freedom, which no table holds, so they come from Apache
 * Commons Math; the unit counts of a cell (2 to about 10) are where a normal approximation would be wrong by a third.
 */
public final class StudentT {

    private StudentT() {
    }

    /**
     * The {@code p} quantile of Student's t with {@code degreesOfFreedom} (positive and finite, fractional allowed), e.g.
     * {@code quantile(0.975, 2)} = 4.303.
     */
    public static double quantile(double p, double degreesOfFreedom) {
        // no random generator: only the distribution's inverse is used, never a sample
        return new TDistribution(null, checked(degreesOfFreedom, p)).inverseCumulativeProbability(p);
    }

    /** The probability that Student's t with {@code degreesOfFreedom} (as for {@link #quantile}) is at most {@code t}. */
    public static double cumulative(double t, double degreesOfFreedom) {
        return new TDistribution(null, checked(degreesOfFreedom, 0.5)).cumulativeProbability(t);
    }

    private static double checked(double degreesOfFreedom, double p) {
        if (!(p > 0 && p < 1) || !(degreesOfFreedom > 0) || Double.isInfinite(degreesOfFreedom)) {
            throw new IllegalArgumentException("a t quantile needs 0 < p < 1 and finite positive degrees of freedom, not p = " + p
                    + ", df = " + degreesOfFreedom);
        }
        return degreesOfFreedom;
    }
}
