package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.measure.LogRatio;
import persistencebench.harness.measure.LogScale;
import persistencebench.harness.measure.LogSummary;

import java.util.Optional;

/**
 * A value a claim rests on (a cell's compared time, a rate derived from it, the ratio of two cells) with its 95 %
 * interval over independent units, the forks of a write or hot cell or the fresh JVMs of a cold one (fairness rule 10).
 * A cell's value is the geometric mean of its units' values, the statistic its interval is of ({@link LogSummary});
 * whether it differs from another's is decided by {@link Verdict}, never by reading two intervals side by side. Without
 * an interval (one unit) the value supports no comparison.
 *
 * @param value    the geometric mean the tables and bars show (a ratio: the ratio of two geometric means)
 * @param interval the 95 % interval, empty with one unit
 * @param units    how many independent units the value rests on
 * @param unit     what one unit is, for text: {@link #FORK} or {@link #FRESH_JVM}
 * @param log      the value on the log scale, which comparisons are made on (a cell's units, or a ratio of two such
 *                 values); empty for a value of a file written before intervals were geometric
 */
public record Estimate(double value, Optional<ConfidenceInterval> interval, int units, String unit, Optional<LogScale> log) {

    /** The unit of a write, hot or concurrent cell. */
    public static final String FORK = "fork";
    /** The unit of a cold cell: every sample is a JVM of its own. */
    public static final String FRESH_JVM = "fresh JVM";

    /** A value with its interval and nothing to compare it by on the log scale (an arithmetic interval, a slope). */
    public Estimate(double value, Optional<ConfidenceInterval> interval, int units, String unit) {
        this(value, interval, units, unit, Optional.empty());
    }

    /** The estimate of a value known on the log scale: a cell's units ({@link LogSummary}) or a ratio ({@link LogRatio}). */
    public static Estimate of(LogScale log, String unit) {
        return new Estimate(log.value(), log.interval(ConfidenceInterval.LEVEL), log.units(), unit, Optional.of(log));
    }

    /**
     * The estimate of a cell a result file gives as a geometric mean and its interval ({@link LogSummary#ofInterval});
     * without an interval, the value alone on {@code units} units.
     */
    public static Estimate recorded(double value, Optional<ConfidenceInterval> interval, int units, String unit) {
        return interval.map(ci -> of(LogSummary.ofInterval(ci, ConfidenceInterval.LEVEL), unit))
                .orElseGet(() -> new Estimate(value, Optional.empty(), units, unit));
    }

    public boolean hasInterval() {
        return interval.isPresent();
    }

    /** This estimate in another unit of measure, e.g. seconds from milliseconds ({@code factor} positive). */
    public Estimate times(double factor) {
        return log.map(l -> of(l.times(factor), unit)).orElseGet(() -> new Estimate(value * factor,
                interval.map(ci -> new ConfidenceInterval(ci.low() * factor, ci.high() * factor, ci.units())), units, unit));
    }

    /** {@code scale / value}, e.g. rows per second from milliseconds per sample: on the log scale, the same spread. */
    public Estimate reciprocal(double scale) {
        return log.map(l -> of(l.reciprocal(scale), unit))
                .orElseGet(() -> new Estimate(scale / value, interval.map(ci -> ci.reciprocal(scale)), units, unit));
    }

    /**
     * This value over {@code other}'s, with the 95 % interval of the ratio by Welch's t on the log scale
     * ({@link LogRatio}), itself a value on the log scale that can be compared again (a growth factor against another); no
     * interval unless both rest on two units or more and one of them varies.
     */
    public Estimate over(Estimate other) {
        return ratioTo(other).map(ratio -> of(ratio, unit))
                .orElseGet(() -> new Estimate(value / other.value, Optional.empty(), Math.min(units, other.units), unit));
    }

    /**
     * Welch's comparison of this value with {@code other}'s on the log scale; empty unless both have two units or more
     * and one of them varies.
     */
    public Optional<LogRatio> ratioTo(Estimate other) {
        return log.filter(l -> l.units() >= 2).flatMap(l -> other.log.filter(o -> o.units() >= 2).flatMap(o -> LogRatio.of(l, o)));
    }

    /** Whether the interval lies wholly above {@code bound} (a ratio above 1 is a difference; one that includes 1 is not). */
    public boolean above(double bound) {
        return interval.map(ci -> ci.low() > bound).orElse(false);
    }

    /** Whether the interval reaches {@code bound} or beyond: a value that low is not shown to lie above this one. */
    public boolean reaches(double bound) {
        return interval.map(ci -> ci.high() >= bound).orElse(false);
    }

    /** Whether the interval lies wholly below {@code bound}. */
    public boolean below(double bound) {
        return interval.map(ci -> ci.high() < bound).orElse(false);
    }
}
