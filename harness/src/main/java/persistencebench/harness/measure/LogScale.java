package persistencebench.harness.measure;

import java.util.Optional;

/**
 * A positive value known on the log scale (docs/method.md, "Intervals"): the mean of logarithms, its standard error and
 * the degrees of freedom of the Student's t that goes with them. A cell's geometric mean is one ({@link LogSummary}), and
 * so is the ratio of two such values ({@link LogRatio}), with Welch–Satterthwaite's degrees of freedom; a ratio of two
 * ratios then gets exactly the degrees of freedom Satterthwaite's formula gives over all four cells' terms, since the
 * formula adds each term's square over its degrees of freedom and a ratio's carries its two terms' sum.
 */
public interface LogScale {

    /** The mean of the logarithms: the logarithm of the geometric mean, or of a ratio. */
    double meanLog();

    /** The standard error of {@link #meanLog()}. */
    double standardError();

    /** The degrees of freedom of Student's t for {@link #meanLog()}. */
    double degreesOfFreedom();

    /** The independent units the value rests on (for a ratio, the fewer of its two sides'). */
    int units();

    /** The value itself, exp({@link #meanLog()}). */
    default double value() {
        return Math.exp(meanLog());
    }

    /** The two-sided {@code level} interval of the value; empty with one unit. */
    default Optional<ConfidenceInterval> interval(double level) {
        if (units() < 2) {
            return Optional.empty();
        }
        double halfWidth = StudentT.quantile((1 + level) / 2, degreesOfFreedom()) * standardError();
        return Optional.of(new ConfidenceInterval(Math.exp(meanLog() - halfWidth), Math.exp(meanLog() + halfWidth), units()));
    }

    /** {@code scale / value}: a throughput from a time per operation, or back; the same spread. */
    LogScale reciprocal(double scale);

    /** {@code value · factor}, another unit of measure ({@code factor} positive); the same spread. */
    LogScale times(double factor);
}
