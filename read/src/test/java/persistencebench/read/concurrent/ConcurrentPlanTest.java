package persistencebench.read.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
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
    void theForksWarmUpRunsForTwoBoxesAndSixRunsThenUntilNoTrendForTenBoxesAtMost() {
        assertThat(plan.anotherWarmupRun(List.of(), 0)).isTrue();
        assertThat(plan.anotherWarmupRun(List.of(), 50_000 * MS)).as("at least once").isTrue();
        List<Long> flat = List.of(130 * MS, 100 * MS, 104 * MS, 102 * MS, 101 * MS, 103 * MS);
        assertThat(plan.anotherWarmupRun(flat, 1999 * MS)).as("two boxes first").isTrue();
        assertThat(plan.anotherWarmupRun(flat, 2100 * MS)).as("steady").isFalse();
        assertThat(plan.anotherWarmupRun(flat.subList(0, 5), 2100 * MS)).as("the window still holds the first run").isTrue();
        List<Long> falling = List.of(150 * MS, 130 * MS, 120 * MS, 110 * MS, 100 * MS, 90 * MS);
        assertThat(plan.anotherWarmupRun(falling, 2100 * MS)).as("still falling").isTrue();
        assertThat(plan.anotherWarmupRun(falling, 10_000 * MS)).as("ten boxes at most").isFalse();
        assertThat(plan.anotherWarmupRun(List.of(10_400 * MS), 10_400 * MS)).as("a verdict needs six runs, however long a pass")
                .isTrue();
    }

    @Test
    void theJitTimeOfTheWarmUpIsRecordedNotJudged() {
        List<Long> flat = List.of(130 * MS, 100 * MS, 100 * MS, 100 * MS, 100 * MS, 100 * MS);
        // the JIT compiled for 10 ms of the window's 500: 2 %, above the hot cells' 1 %, yet no trend
        assertThat(ConcurrentPlan.steady(flat).steady()).isTrue();
        assertThat(ConcurrentPlan.jitPercent(flat, Arrays.asList(50.0, 0.0, 0.0, 0.0, 0.0, 10.0))).isCloseTo(2.0, within(1e-9));
        assertThat(ConcurrentPlan.jitPercent(flat, Collections.nCopies(6, (Double) null))).as("no JIT figures").isZero();
    }

    @Test
    void aWarmUpRunAfterTheFirstFillsAThirdOfTheBox() {
        assertThat(plan.passesPerWarmupRun(1 * MS)).as("a third of the test plan's box of 1,000 ms").isEqualTo(334);
        assertThat(plan.passesPerWarmupRun(400 * MS)).isEqualTo(1);
        assertThat(plan.passesPerWarmupRun(1000)).as("a microsecond pass").isEqualTo(ConcurrentPlan.MAX_PASSES);
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
    void eachPairOfForksRunsASeededOrderAndItsReverse() {
        ConcurrentPlan four = new ConcurrentPlan(List.of(1, 2, 4, 8), List.of("fast"), 100, 0, 1000, 42, 500);

        for (int fork = 1; fork <= 9; fork += 2) {
            List<Integer> first = four.threadOrder(fork);
            assertThat(first).as("fork %d", fork).containsExactlyInAnyOrder(1, 2, 4, 8);
            List<Integer> reversed = new ArrayList<>(first);
            Collections.reverse(reversed);
            assertThat(four.threadOrder(fork + 1)).as("fork %d", fork + 1).isEqualTo(reversed);
        }
        assertThat(four.threadOrder(3)).as("the same seed, the same orders").isEqualTo(
                new ConcurrentPlan(List.of(1, 2, 4, 8), List.of("slow"), 7, 3, 500, 42, 900).threadOrder(3));
        assertThat(ConcurrentPlan.orderLabel(List.of(8, 4, 2, 1))).isEqualTo("8,4,2,1");
        assertThatThrownBy(() -> four.threadOrder(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theFirstForksOfPairsDrawEveryOrderAndStartWithEveryThreadCount() {
        ConcurrentPlan four = new ConcurrentPlan(List.of(1, 2, 4, 8), List.of("fast"), 100, 0, 1000, 20, 500);

        Map<Integer, Long> firsts = IntStream.rangeClosed(1, 400).map(pair -> 2 * pair - 1).mapToObj(four::threadOrder)
                .collect(Collectors.groupingBy(order -> order.get(0), Collectors.counting()));
        assertThat(firsts).as("400 pairs: each count first in about a quarter of them").containsOnlyKeys(1, 2, 4, 8)
                .allSatisfy((count, pairs) -> assertThat(pairs).isBetween(60L, 140L));
        assertThat(IntStream.rangeClosed(1, 400).mapToObj(pair -> four.threadOrder(2 * pair - 1)).distinct().count())
                .as("all 24 orders of four counts").isEqualTo(24);
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
