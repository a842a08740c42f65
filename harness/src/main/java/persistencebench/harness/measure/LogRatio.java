package persistencebench.harness.measure;

import java.util.Optional;

/**
 * One value over another, compared on the log scale by Welch's t (docs/method.md, "Intervals" and "Claims"): the
 * difference of the two mean logarithms, its standard error from both sides' own spreads (no common variance assumed: a
 * fast cell's forks rarely vary as a slow one's do) and the Welch–Satterthwaite degrees of freedom. Exponentiated, the
 * difference is the ratio of the two geometric means, and its interval is a proper interval of that ratio, narrower
 * than the quotient of the two sides' intervals' ends. A ratio is itself a value on the log scale, so ratios of ratios
 * (a growth factor against another) compare the same way.
 *
 * @param logRatio         mean log of the first value minus mean log of the second
 * @param standardError    √(se₁² + se₂²) on the log scale
 * @param degreesOfFreedom Welch–Satterthwaite's
 * @param units            the fewer of the two sides' units, for text
 */
public record LogRatio(double logRatio, double standardError, double degreesOfFreedom, int units) implements LogScale {

    /**
     * The ratio of {@code first} over {@code second}; empty unless both rest on two units or more and at least one of
     * them varies: two values without any spread (identical forks, or bounds rounded together) would otherwise make any
     * difference certain, and a spread of zero is a rounding artefact, not a measurement of certainty.
     */
    public static Optional<LogRatio> of(LogScale first, LogScale second) {
        if (first.units() < 2 || second.units() < 2) {
            return Optional.empty();
        }
        double v1 = first.standardError() * first.standardError();
        double v2 = second.standardError() * second.standardError();
        if (!(v1 + v2 > 0)) {
            return Optional.empty();
        }
        double df = (v1 + v2) * (v1 + v2) / (v1 * v1 / first.degreesOfFreedom() + v2 * v2 / second.degreesOfFreedom());
        return Optional.of(new LogRatio(first.meanLog() - second.meanLog(), Math.sqrt(v1 + v2), df, Math.min(first.units(), second.units())));
    }

    @Override
    public double meanLog() {
        return logRatio;
    }

    /** The ratio of the two geometric means. */
    public double ratio() {
        return Math.exp(logRatio);
    }

    /** The one-sided upper bound of the ratio at error {@code alpha}: the ratio is below it with confidence 1 − alpha. */
    public double upperBound(double alpha) {
        return Math.exp(logRatio + StudentT.quantile(1 - alpha, degreesOfFreedom) * standardError);
    }

    /** The one-sided lower bound of the ratio at error {@code alpha}. */
    public double lowerBound(double alpha) {
        return Math.exp(logRatio - StudentT.quantile(1 - alpha, degreesOfFreedom) * standardError);
    }

    /**
     * Whether the two-sided {@code level} interval of the ratio lies inside {@code [1 / margin, margin]}: two one-sided
     * tests (Schuirmann's TOST) at (1 − level) / 2 each show the two values equal to within the margin. With a 95 %
     * interval that is stricter than the usual TOST at 5 %, which reads a 90 % interval.
     */
    public boolean equivalentWithin(double margin, double level) {
        ConfidenceInterval interval = interval(level).orElseThrow();
        return interval.low() > 1 / margin && interval.high() < margin;
    }

    @Override
    public LogRatio reciprocal(double scale) {
        return new LogRatio(Math.log(scale) - logRatio, standardError, degreesOfFreedom, units);
    }

    @Override
    public LogRatio times(double factor) {
        return new LogRatio(logRatio + Math.log(factor), standardError, degreesOfFreedom, units);
    }
}
