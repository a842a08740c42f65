package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;

import java.util.Optional;

/**
 * A value a claim rests on (a cell's compared time, a rate derived from it, the ratio of two cells) with its 95 %
 * interval over independent units, the forks of a write or hot cell or the fresh JVMs of a cold one (fairness rule 10).
 * Without an interval (one unit) the value supports no comparison: two estimates differ only where both have intervals
 * and those do not overlap.
 *
 * @param value    the median the tables and bars show
 * @param interval the 95 % interval, empty with one unit
 * @param units    how many independent units the value rests on
 * @param unit     what one unit is, for text: {@link #FORK} or {@link #FRESH_JVM}
 */
public record Estimate(double value, Optional<ConfidenceInterval> interval, int units, String unit) {

    /** The unit of a write, hot or concurrent cell. */
    public static final String FORK = "fork";
    /** The unit of a cold cell: every sample is a JVM of its own. */
    public static final String FRESH_JVM = "fresh JVM";

    public boolean hasInterval() {
        return interval.isPresent();
    }

    /** This estimate in another unit of measure, e.g. seconds from milliseconds ({@code factor} positive). */
    public Estimate times(double factor) {
        return new Estimate(value * factor, interval.map(ci -> new ConfidenceInterval(ci.low() * factor, ci.high() * factor, ci.units())),
                units, unit);
    }

    /**
     * {@code scale / value}, e.g. rows per second from milliseconds per sample. Where this interval reaches zero (a time
     * interval over few forks often does), the reciprocal's has no upper end: its high is infinite.
     */
    public Estimate reciprocal(double scale) {
        return new Estimate(scale / value, interval.map(ci -> ci.reciprocal(scale)
                .orElseGet(() -> new ConfidenceInterval(scale / ci.high(), Double.POSITIVE_INFINITY, ci.units()))), units, unit);
    }

    /**
     * This value over {@code other}'s, with the interval of the ratio from both intervals' ends (conservative: it excludes
     * 1 exactly when the two intervals do not overlap); no interval when either has none, no upper end when
     * {@code other}'s reaches zero.
     */
    public Estimate over(Estimate other) {
        Optional<ConfidenceInterval> ratio = interval.flatMap(ci -> other.interval.map(o -> ci.ratioOver(o)
                .orElseGet(() -> new ConfidenceInterval(ci.low() / o.high(), Double.POSITIVE_INFINITY, Math.min(ci.units(), o.units())))));
        return new Estimate(value / other.value, ratio, Math.min(units, other.units), unit);
    }

    /** Whether both have intervals and they share a point: the two values are tied, their difference within noise. */
    public boolean tiedWith(Estimate other) {
        return interval.isPresent() && other.interval.isPresent() && interval.get().overlaps(other.interval.get());
    }

    /** Whether both have intervals and they do not overlap: only then may one be called faster, larger or a factor. */
    public boolean separatedFrom(Estimate other) {
        return interval.isPresent() && other.interval.isPresent() && !interval.get().overlaps(other.interval.get());
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
