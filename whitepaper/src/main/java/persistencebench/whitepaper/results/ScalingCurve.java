package persistencebench.whitepaper.results;

import java.util.List;
import java.util.Optional;

/**
 * One contestant's charted points of a scaling study across sizes, ascending by scale (points of several phases share a
 * scale where the curve was not narrowed to one).
 */
public record ScalingCurve(ScalingContestant contestant, List<ScalingPoint> points) {

    public ScalingCurve {
        points = List.copyOf(points);
    }

    /**
     * How its time grows from the smallest size to the largest it answered; empty when it answered at one size only.
     * Meant for a curve of one phase and temperature, one point per scale.
     */
    public Optional<ScalingGrowth> growth() {
        ScalingPoint smallest = points.get(0);
        ScalingPoint largest = points.get(points.size() - 1);
        return largest.scale() > smallest.scale() ? Optional.of(new ScalingGrowth(smallest, largest)) : Optional.empty();
    }
}
