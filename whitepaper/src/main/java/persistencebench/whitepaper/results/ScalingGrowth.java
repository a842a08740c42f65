package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;

import java.util.Optional;

/**
 * How a contestant's time grows between two sizes: the factor in time for the factor in size and the log-log slope
 * between them, Δlog(time) / Δlog(size) (1: the time grows in proportion to the data). The slope's range is the
 * logarithm of the time factor's 95 % interval, Welch's on the log scale as for any ratio of two cells
 * ({@link Estimate#over}), over that of the size factor. A shape is claimed only where that whole range supports it
 * ({@code docs/method.md}, "Claims"); a point without an interval on the log scale (one unit, or a file written before
 * intervals were geometric) supports none.
 */
public record ScalingGrowth(ScalingPoint smallest, ScalingPoint largest) {

    /** A range wholly below this is sub-linear: the time grows clearly slower than the data. */
    public static final double SUB_LINEAR_BELOW = 0.9;
    /** A range wholly above this is super-linear; one within the two bounds is about linear. */
    public static final double SUPER_LINEAR_ABOVE = 1.1;

    /** What the slope's range supports. */
    public enum Shape {
        /** The whole range lies below {@link #SUB_LINEAR_BELOW}. */
        SUB_LINEAR,
        /** The whole range lies within {@link #SUB_LINEAR_BELOW}–{@link #SUPER_LINEAR_ABOVE}. */
        ABOUT_LINEAR,
        /** The range holds 1 but reaches beyond the bounds of about linear: linear is not ruled out, nor anything else. */
        CONSISTENT_WITH_LINEAR,
        /** The whole range lies above {@link #SUPER_LINEAR_ABOVE}. */
        SUPER_LINEAR,
        /** The range excludes 1 without clearing a bound: nothing is claimed. */
        UNRESOLVED
    }

    /** The larger size over the smaller. */
    public double sizeFactor() {
        return (double) largest.scale() / smallest.scale();
    }

    /** The larger size's time over the smaller's, with the interval of the ratio ({@link Estimate#over}). */
    public Estimate timeFactor() {
        return largest.time().over(smallest.time());
    }

    /**
     * The log-log slope, its interval the logarithm of the time factor's over that of the size factor; no interval when
     * either point has none on the log scale.
     */
    public Estimate slope() {
        Estimate factor = timeFactor();
        double logSize = Math.log(sizeFactor());
        return new Estimate(Math.log(factor.value()) / logSize, factor.interval()
                .map(ci -> new ConfidenceInterval(Math.log(ci.low()) / logSize, Math.log(ci.high()) / logSize, ci.units())),
                factor.units(), factor.unit());
    }

    /** What the slope's range supports; empty without a range. */
    public Optional<Shape> shape() {
        return slope().interval().map(range -> {
            if (range.high() < SUB_LINEAR_BELOW) {
                return Shape.SUB_LINEAR;
            }
            if (range.low() > SUPER_LINEAR_ABOVE) {
                return Shape.SUPER_LINEAR;
            }
            if (range.low() >= SUB_LINEAR_BELOW && range.high() <= SUPER_LINEAR_ABOVE) {
                return Shape.ABOUT_LINEAR;
            }
            return range.low() <= 1 && range.high() >= 1 ? Shape.CONSISTENT_WITH_LINEAR : Shape.UNRESOLVED;
        });
    }
}
