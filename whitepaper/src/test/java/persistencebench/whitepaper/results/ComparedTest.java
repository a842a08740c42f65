package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.ConfidenceInterval;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Every compared value carries the interval of that value: the file's where it is, the same method where it is not. */
class ComparedTest {

    @Test
    void aWriteOrHotCellCarriesTheIntervalItsResultFileRecorded() {
        Estimate estimate = Compared.of(TestCells.timed("jdbc", 1000, 950, 1080, 3)).orElseThrow();

        // the geometric mean the interval is of: its centre on the log scale
        assertThat(estimate.value()).isCloseTo(Math.sqrt(950 * 1080.0), within(1e-9));
        assertThat(estimate.interval().orElseThrow().low()).isCloseTo(950.0, within(1e-9));
        assertThat(estimate.interval().orElseThrow().high()).isCloseTo(1080.0, within(1e-9));
        assertThat(estimate.units()).isEqualTo(3);
        assertThat(estimate.unit()).isEqualTo(Estimate.FORK);
    }

    @Test
    void aCellOfOneForkHasNoInterval() {
        Estimate estimate = Compared.of(TestCells.oneFork("jdbc", 1000)).orElseThrow();

        assertThat(estimate.hasInterval()).isFalse();
        assertThat(estimate.units()).isEqualTo(1);
    }

    @Test
    void aColdCellIsIntervalledByItsOpenPlusWorkOverItsFreshJvms() {
        List<Double> open = List.of(100.0, 50.0, 20.0);
        List<Double> work = List.of(10.0, 150.0, 110.0);
        ResultCell cold = TestCells.cell("jdbc", "paper", Map.of("phase", "customersPaged", "temperature", "cold",
                "samplesMillis", List.of(115.0, 205.0, 135.0), "openSamplesMillis", open, "workSamplesMillis", work,
                "closeSamplesMillis", List.of(5.0, 5.0, 5.0), "samplesFork", List.of(1, 2, 3), "medianMillis", 135.0,
                // the harness's interval is of the total, which a cold cell is not compared by
                "ci95", List.of(1.0, 2.0), "ciUnits", 3));

        Estimate estimate = Compared.of(cold).orElseThrow();

        ConfidenceInterval expected = ConfidenceInterval.overUnits(List.of(110.0, 200.0, 130.0), List.of(1, 2, 3)).orElseThrow();
        assertThat(estimate.value()).isCloseTo(Math.cbrt(110.0 * 200 * 130), within(1e-9));
        assertThat(estimate.interval().orElseThrow()).isEqualTo(expected);
        assertThat(estimate.unit()).isEqualTo(Estimate.FRESH_JVM);
    }

    @Test
    void aValueReadOncePerForkIsIntervalledOverTheForks() {
        ResultCell hot = TestCells.cell("jdbc", "paper", Map.of("samplesMillis", List.of(10.0, 12.0, 20.0, 22.0, 15.0, 16.0),
                "samplesFork", List.of(1, 1, 2, 2, 3, 3), "medianMillis", 15.5));
        List<Double> heapPerFork = List.of(100.0, 110.0, 120.0);

        Estimate heap = Compared.perSample(hot, heapPerFork).orElseThrow();

        assertThat(heap.value()).isCloseTo(Math.cbrt(100.0 * 110 * 120), within(1e-9));
        assertThat(heap.units()).isEqualTo(3);
        assertThat(heap.interval()).isEqualTo(ConfidenceInterval.overUnits(heapPerFork, List.of(1, 2, 3)));
    }

    @Test
    void aFileWrittenBeforeCellsCarriedIntervalsGetsTheSameMethodOverItsForks() {
        ResultCell old = TestCells.cell("jdbc", "paper", Map.of("samplesMillis", List.of(10.0, 12.0, 20.0, 22.0),
                "samplesFork", List.of(1, 1, 2, 2), "medianMillis", 16.0));

        Estimate estimate = Compared.of(old).orElseThrow();

        assertThat(estimate.interval()).isEqualTo(ConfidenceInterval.overUnits(old.samplesMillis(), old.samplesFork()));
        assertThat(estimate.units()).isEqualTo(2);
    }

    @Test
    void aRateIsTheReciprocalOfTheTimeAndARatioIsWelchsOnTheLogScale() {
        Estimate time = Compared.of(TestCells.timed("jdbc", 1000, 800, 1250, 2)).orElseThrow();

        Estimate rate = time.reciprocal(1_000_000);
        assertThat(rate.value()).isCloseTo(1000.0, within(1e-9));
        assertThat(rate.interval().orElseThrow().low()).isCloseTo(800.0, within(1e-9));
        assertThat(rate.interval().orElseThrow().high()).isCloseTo(1250.0, within(1e-9));

        Estimate slower = Compared.of(TestCells.timed("hibernate", 3000, 2900, 3100, 2)).orElseThrow();
        Estimate ratio = slower.over(time);
        assertThat(ratio.value()).isCloseTo(Math.sqrt(2900 * 3100.0) / 1000, within(1e-9));
        // Welch's interval of the ratio: inside the quotient of the two intervals' ends
        assertThat(ratio.interval().orElseThrow().low()).isGreaterThan(2900 / 1250.0);
        assertThat(ratio.interval().orElseThrow().high()).isLessThan(3100 / 800.0);
        assertThat(ratio.above(1)).isTrue();
    }
}
