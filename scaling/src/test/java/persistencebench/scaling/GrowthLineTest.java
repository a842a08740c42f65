package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GrowthLineTest {

    @Test
    void aLineThroughTwoStepsHasAFixedAndAGrowingPartOneStepPricesAtItsOwnValueNoneAtZero() {
        GrowthLine none = new GrowthLine();
        assertThat(none.at(100)).isZero();
        GrowthLine one = new GrowthLine();
        one.add(10, 30);
        assertThat(one.at(1000)).isEqualTo(30);
        GrowthLine two = new GrowthLine();
        two.add(10, 30);
        two.add(20, 50);
        assertThat(two.at(100)).isEqualTo(210);
    }

    @Test
    void aFirstStepThatCostMoreThanTheNextDoesNotMakeTheLineFall() {
        GrowthLine line = new GrowthLine();
        line.add(10, 50);
        line.add(20, 30);
        assertThat(line.at(100)).isEqualTo(40);
    }
}
