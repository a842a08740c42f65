package persistencebench.read.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The time box of a cell's samples and of the fork's warm-up. */
class ConcurrentPlanTest {
    private static final long MS = 1_000_000L;
    private final ConcurrentPlan plan = new ConcurrentPlan(List.of(1, 2), List.of("fast"), 100, 0, 1000, 42, 500);

    /** How many samples a cell measures when every one takes {@code sampleMillis}. */
    private int samplesOf(double sampleMillis) {
        int samples = 0;
        long measured = 0;
        while (plan.anotherSample(samples, measured)) {
            samples++;
            measured += Math.round(sampleMillis * MS);
        }
        return samples;
    }

    @Test
    void shortSamplesRepeatUntilTheBoxIsFullAndNoMoreThanAHundred() {
        assertThat(samplesOf(100)).isEqualTo(10);
        assertThat(samplesOf(300)).isEqualTo(4);
        assertThat(samplesOf(1)).isEqualTo(ConcurrentPlan.MAX_SAMPLES);
    }

    @Test
    void atLeastThreeSamplesWhereThreeFitInThreeBoxes() {
        assertThat(samplesOf(600)).isEqualTo(3);
        assertThat(samplesOf(900)).isEqualTo(3);
    }

    @Test
    void noSampleStartsAfterThreeBoxesAndOneIsAlwaysMeasured() {
        assertThat(samplesOf(1600)).isEqualTo(2);
        assertThat(samplesOf(3000)).isEqualTo(1);
        assertThat(samplesOf(10_000)).isEqualTo(1);
    }

    @Test
    void theForksWarmUpRunsAtLeastOnceAndForTwoBoxesThenUntilSteadyForTenAtMost() {
        assertThat(plan.anotherWarmupRun(List.of(), 0)).isTrue();
        assertThat(plan.anotherWarmupRun(List.of(), 50_000 * MS)).as("at least once").isTrue();
        assertThat(plan.anotherWarmupRun(List.of(100 * MS, 100 * MS, 100 * MS), 1999 * MS)).as("two boxes first").isTrue();
        assertThat(plan.anotherWarmupRun(List.of(130 * MS, 100 * MS, 104 * MS, 102 * MS, 101 * MS, 103 * MS), 2100 * MS)).as("steady").isFalse();
        assertThat(plan.anotherWarmupRun(List.of(130 * MS, 100 * MS, 104 * MS, 102 * MS), 2100 * MS)).as("too few runs to judge").isTrue();
        assertThat(plan.anotherWarmupRun(List.of(100 * MS, 90 * MS, 80 * MS), 2100 * MS)).as("still falling").isTrue();
        assertThat(plan.anotherWarmupRun(List.of(100 * MS, 90 * MS, 80 * MS), 10_000 * MS)).as("ten boxes at most").isFalse();
        assertThat(plan.anotherWarmupRun(List.of(10_400 * MS), 10_400 * MS)).as("one pass beyond ten boxes").isFalse();
    }

    @Test
    void aSampleHasAsManyPassesAsFillATenthOfTheBoxAtOneThreadsPace() {
        assertThat(plan.passesPerSample(1 * MS)).isEqualTo(100);
        assertThat(plan.passesPerSample(30 * MS)).isEqualTo(4);
        assertThat(plan.passesPerSample(100 * MS)).isEqualTo(1);
        assertThat(plan.passesPerSample(10_000 * MS)).isEqualTo(1);
        assertThat(plan.passesPerSample(1000)).as("a microsecond pass").isEqualTo(ConcurrentPlan.MAX_PASSES);
        assertThat(plan.passesPerSample(0)).isEqualTo(ConcurrentPlan.MAX_PASSES);
    }

    @Test
    void oddForksRunTheThreadCountsAscendingEvenOnesDescending() {
        ConcurrentPlan four = new ConcurrentPlan(List.of(1, 2, 4, 8), List.of("fast"), 100, 0, 1000, 42, 500);

        assertThat(four.threadOrder(1)).containsExactly(1, 2, 4, 8);
        assertThat(four.threadOrder(2)).containsExactly(8, 4, 2, 1);
        assertThat(four.threadOrder(3)).containsExactly(1, 2, 4, 8);
        assertThat(ConcurrentPlan.orderLabel(four.threadOrder(2))).isEqualTo("8,4,2,1");
        assertThatThrownBy(() -> four.threadOrder(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theThreadCountsArePositiveAndAscending() {
        assertThatThrownBy(() -> new ConcurrentPlan(List.of(2, 1), List.of("fast"), 100, 0, 1000, 42, 500))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ascending");
        assertThatThrownBy(() -> new ConcurrentPlan(List.of(0, 1), List.of("fast"), 100, 0, 1000, 42, 500))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCellMustMeasureForAtLeastAMillisecond() {
        assertThatThrownBy(() -> new ConcurrentPlan(List.of(1), List.of("fast"), 100, 0, 0, 42, 500))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1 ms");
    }
}
