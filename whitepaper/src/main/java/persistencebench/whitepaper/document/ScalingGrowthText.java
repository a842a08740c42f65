package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingGrowth;
import persistencebench.whitepaper.results.ScalingPoint;

import java.util.Optional;

/**
 * The sentence on how one contestant's time grows across a scaling study's sizes ({@link ScalingGrowth}): "×95 in time
 * for ×100 trips (100,000 to 10,000,000), slope 0.99 (0.96–1.02, 3 forks): about linear." A shape is named only where the
 * slope's whole range supports it; a size of one unit gives the factors and says there is no interval.
 */
final class ScalingGrowthText {

    private ScalingGrowthText() {
    }

    /** "{@code name}: ×8.9 in time for ×10 purchases (small to medium), slope 0.95 (...): about linear." */
    static String of(String name, ScalingCurve curve, String scaleUnit) {
        Optional<ScalingGrowth> growth = curve.growth();
        if (growth.isEmpty()) {
            return name + ": answered at one size only (" + size(curve.points().get(0)) + "), so it shows no growth.";
        }
        ScalingGrowth g = growth.get();
        Estimate slope = g.slope();
        return name + ": ×" + Quantities.significant(g.timeFactor().value(), 2) + " in time for ×"
                + Quantities.significant(g.sizeFactor(), 2) + " " + scaleUnit + " (" + size(g.smallest()) + " to " + size(g.largest())
                + "), slope " + IntervalText.of(slope, Quantities::slope, "") + ": "
                + g.shape().map(ScalingGrowthText::shape).orElse("no classification") + ".";
    }

    private static String shape(ScalingGrowth.Shape shape) {
        return switch (shape) {
            case SUB_LINEAR -> "sub-linear";
            case ABOUT_LINEAR -> "about linear";
            case CONSISTENT_WITH_LINEAR -> "consistent with linear, the range too wide to say more";
            case SUPER_LINEAR -> "super-linear";
            case UNRESOLVED -> "not classified, the range lies on one side of 1 without clearing "
                    + ScalingGrowth.SUB_LINEAR_BELOW + "–" + ScalingGrowth.SUPER_LINEAR_ABOVE;
        };
    }

    /** A bookstore's size name, or a trip count. */
    private static String size(ScalingPoint point) {
        return point.size() != null ? point.size() : Quantities.count(point.scale());
    }
}
