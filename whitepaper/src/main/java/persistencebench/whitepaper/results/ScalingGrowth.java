package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;

import java.util.Optional;

/**
 * How a contestant's time grows between two sizes: the factor in time for the factor in size and the log-log slope
 * between them, Δlog(time) / Δlog(size) (1: the time grows in proportion to the data). The slope's range comes from the
 * ends of the two 95 % intervals, as a ratio of two cells does ({@link Estimate#over}): from the larger size's low end
 * over the smaller's high end to the larger's high end over the smaller's low end. A shape is claimed only where that
 * whole range supports it ({@code docs/method.md}, "Claims"); a point without an interval supports none.
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

    /** The larger size's time over the smaller's, with the interval of the ratio from both intervals' ends. */
    public Estimate timeFactor() {
        return largest.time().over(smallest.time());
    }

    /**
     * The log-log slope, its interval the range of slopes the two intervals' ends allow (an end reaching zero leaves the
     * range open on that side); no interval when either point has none.
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
