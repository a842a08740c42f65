package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.StudentT;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The slope between two sizes, its range from Welch's interval of the time factor on the log scale, and the shape only
 * that whole range supports. Every point is planted with a geometric interval of three forks, symmetric on the log
 * scale: {@code millis / spread} to {@code millis · spread}. The expected shapes were computed independently (SciPy).
 */
class ScalingGrowthTest {

    @Test
    void aTimeThatGrowsAsTheDataWithTightIntervalsIsAboutLinear() {
        ScalingGrowth growth = growth(10, 1.01, 1000, 1.01);

        assertThat(growth.sizeFactor()).isEqualTo(100.0);
        assertThat(growth.timeFactor().value()).isCloseTo(100.0, offset(1e-9));
        assertThat(growth.slope().value()).isCloseTo(1.0, offset(1e-12));
        // equal spreads of three forks each: Welch's standard error is √2 times one cell's, on 4 degrees of freedom
        double halfWidth = Math.log(1.01) * Math.sqrt(2) * StudentT.quantile(0.975, 4) / StudentT.quantile(0.975, 2) / Math.log(100);
        assertThat(growth.slope().interval().orElseThrow().low()).isCloseTo(1 - halfWidth, offset(1e-9));
        assertThat(growth.slope().interval().orElseThrow().high()).isCloseTo(1 + halfWidth, offset(1e-9));
        assertThat(growth.shape()).contains(ScalingGrowth.Shape.ABOUT_LINEAR);
    }

    @Test
    void theSameSlopeWithWideIntervalsIsOnlyConsistentWithLinear() {
        assertThat(growth(10, 2, 1000, 2).shape()).as("range 0.86–1.14").contains(ScalingGrowth.Shape.CONSISTENT_WITH_LINEAR);
    }

    @Test
    void aTimeThatGrowsAsTheSquareIsSuperLinearOnlyWhereTheRangeClearsTheBound() {
        ScalingGrowth tight = growth(1, 1.05, 10_000, 1.05);
        ScalingGrowth wide = growth(1, 10_000, 10_000, 1.05);

        assertThat(tight.slope().value()).isCloseTo(2.0, offset(1e-12));
        assertThat(tight.shape()).contains(ScalingGrowth.Shape.SUPER_LINEAR);
        assertThat(wide.slope().value()).isCloseTo(2.0, offset(1e-12));
        assertThat(wide.shape()).as("the smaller size's interval spans eight orders of magnitude: range 0.0001–4.0")
                .contains(ScalingGrowth.Shape.CONSISTENT_WITH_LINEAR);
    }

    @Test
    void aRangeWhollyBelowTheBoundIsSubLinearAndOneBetweenBoundAndOneIsNotClassified() {
        assertThat(growth(100, 1.01, 1000, 1.01).shape()).as("slope 0.5").contains(ScalingGrowth.Shape.SUB_LINEAR);
        assertThat(growth(100, 1.01, 13_000, 1.08).shape()).as("slope 1.06, range 1.04–1.07").contains(ScalingGrowth.Shape.ABOUT_LINEAR);
        assertThat(growth(100, 1.01, 15_000, 1.2).shape()).as("range 1.05–1.13").contains(ScalingGrowth.Shape.UNRESOLVED);
    }

    @Test
    void aSizeWithoutAnIntervalGivesTheSlopeButNoShape() {
        ScalingGrowth growth = new ScalingGrowth(point(1_000, 10, List.of(), 1, "geomeanMillis"), point(100_000, 1000, 1.01));

        assertThat(growth.slope().value()).isCloseTo(1.0, offset(1e-6));
        assertThat(growth.slope().hasInterval()).isFalse();
        assertThat(growth.shape()).isEmpty();
    }

    @Test
    void aFileWrittenBeforeIntervalsWereGeometricGivesTheSlopeButNoShape() {
        ScalingGrowth growth = new ScalingGrowth(point(1_000, 10, List.of(9.9, 10.1), 3, "medianMillis"),
                point(100_000, 1000, List.of(990.0, 1010.0), 3, "medianMillis"));

        assertThat(growth.slope().value()).isCloseTo(1.0, offset(1e-12));
        assertThat(growth.slope().hasInterval()).as("an arithmetic interval says nothing on the log scale").isFalse();
        assertThat(growth.shape()).isEmpty();
    }

    /** Two hot points of one contestant, 1,000 and 100,000 purchases apart. */
    private static ScalingGrowth growth(double smallMillis, double smallSpread, double largeMillis, double largeSpread) {
        return new ScalingGrowth(point(1_000, smallMillis, smallSpread), point(100_000, largeMillis, largeSpread));
    }

    private static ScalingPoint point(long scale, double millis, double spread) {
        return point(scale, millis, List.of(millis / spread, millis * spread), 3, "geomeanMillis");
    }

    private static ScalingPoint point(long scale, double millis, List<Double> interval, int units, String ciOf) {
        return new ScalingPoint("read-" + scale, ScalingCase.READ, "size" + scale, scale, "2g", "jdbc/tuned/purchasesOfForeigners/hot",
                "jdbc", "tuned", null, "purchasesOfForeigners", "hot", true, null, null, millis, interval, units,
                ciOf, null, null, null, null, null, null, null, null);
    }
}
