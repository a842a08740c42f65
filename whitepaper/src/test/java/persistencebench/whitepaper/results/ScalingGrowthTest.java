package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** The slope between two sizes, its range from the intervals' ends, and the shape only that whole range supports. */
class ScalingGrowthTest {

    @Test
    void aTimeThatGrowsAsTheDataWithTightIntervalsIsAboutLinear() {
        ScalingGrowth growth = growth(10, List.of(9.9, 10.1), 1000, List.of(990.0, 1010.0));

        assertThat(growth.sizeFactor()).isEqualTo(100.0);
        assertThat(growth.timeFactor().value()).isEqualTo(100.0);
        assertThat(growth.slope().value()).isCloseTo(1.0, offset(1e-12));
        assertThat(growth.slope().interval().orElseThrow().low()).isCloseTo(Math.log(990 / 10.1) / Math.log(100), offset(1e-12));
        assertThat(growth.slope().interval().orElseThrow().high()).isCloseTo(Math.log(1010 / 9.9) / Math.log(100), offset(1e-12));
        assertThat(growth.shape()).contains(ScalingGrowth.Shape.ABOUT_LINEAR);
    }

    @Test
    void theSameSlopeWithWideIntervalsIsOnlyConsistentWithLinear() {
        assertThat(growth(10, List.of(5.0, 15.0), 1000, List.of(500.0, 1500.0)).shape()).contains(ScalingGrowth.Shape.CONSISTENT_WITH_LINEAR);
    }

    @Test
    void aTimeThatGrowsAsTheSquareIsSuperLinearOnlyWhereTheRangeClearsTheBound() {
        ScalingGrowth tight = growth(1, List.of(0.95, 1.05), 10_000, List.of(9500.0, 10_500.0));
        ScalingGrowth wide = growth(1, List.of(0.0, 12.0), 10_000, List.of(1000.0, 19_000.0));

        assertThat(tight.slope().value()).isCloseTo(2.0, offset(1e-12));
        assertThat(tight.shape()).contains(ScalingGrowth.Shape.SUPER_LINEAR);
        assertThat(wide.slope().value()).isCloseTo(2.0, offset(1e-12));
        assertThat(wide.slope().interval().orElseThrow().high()).as("the smaller size's interval reaches zero").isInfinite();
        assertThat(wide.shape()).contains(ScalingGrowth.Shape.CONSISTENT_WITH_LINEAR);
    }

    @Test
    void aRangeWhollyBelowTheBoundIsSubLinearAndOneBetweenBoundAndOneIsNotClassified() {
        assertThat(growth(100, List.of(99.0, 101.0), 1000, List.of(990.0, 1010.0)).shape()).as("slope 0.5")
                .contains(ScalingGrowth.Shape.SUB_LINEAR);
        assertThat(growth(100, List.of(99.0, 101.0), 13_000, List.of(12_000.0, 14_000.0)).shape()).as("slope 1.06, range 1.03–1.09")
                .contains(ScalingGrowth.Shape.ABOUT_LINEAR);
        assertThat(growth(100, List.of(99.0, 101.0), 15_000, List.of(12_000.0, 18_000.0)).shape()).as("range 1.03–1.14")
                .contains(ScalingGrowth.Shape.UNRESOLVED);
    }

    @Test
    void aSizeWithoutAnIntervalGivesTheSlopeButNoShape() {
        ScalingGrowth growth = growth(10, List.of(), 1000, List.of(990.0, 1010.0));

        assertThat(growth.slope().value()).isCloseTo(1.0, offset(1e-12));
        assertThat(growth.slope().hasInterval()).isFalse();
        assertThat(growth.shape()).isEmpty();
    }

    /** Two hot points of one contestant, 1,000 and 100,000 purchases apart, with these medians and intervals. */
    private static ScalingGrowth growth(double smallMillis, List<Double> smallInterval, double largeMillis, List<Double> largeInterval) {
        return new ScalingGrowth(point(1_000, smallMillis, smallInterval), point(100_000, largeMillis, largeInterval));
    }

    private static ScalingPoint point(long scale, double millis, List<Double> interval) {
        return new ScalingPoint("read-" + scale, ScalingCase.READ, "size" + scale, scale, "2g", "jdbc/tuned/purchasesOfForeigners/hot",
                "jdbc", "tuned", null, "purchasesOfForeigners", "hot", true, null, null, millis, interval, interval.isEmpty() ? 1 : 3,
                null, null, null, null, null, null, null, null);
    }
}
