package persistencebench.harness.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanInputsTest {

    private static Map<String, Object> hot(String backend, List<Double> millis, List<Integer> forks, List<Integer> passes) {
        return Map.of("backend", backend, "variant", "tuned", "phase", "customersPaged", "temperature", "hot", "ok", true,
                "samplesMillis", millis, "samplesFork", forks, "samplesPasses", passes);
    }

    @Test
    void eachCellLandsInItsClass() {
        assertThat(CellClass.of(Map.of("phase", "store"))).contains(CellClass.WRITE);
        assertThat(CellClass.of(Map.of("phase", "load-only"))).isEmpty();
        assertThat(CellClass.of(Map.of("phase", "customersPaged", "temperature", "cold"))).contains(CellClass.COLD);
        assertThat(CellClass.of(Map.of("phase", "customersPaged", "temperature", "hot"))).contains(CellClass.HOT);
        assertThat(CellClass.of(Map.of("phase", "concurrentReads", "temperature", "hot", "threads", 4))).contains(CellClass.CONCURRENT);
    }

    @Test
    void aHotClassPoolsItsCellsByMedianAndCountsEveryPhaseOfAFork() {
        // two contestants of one phase each: within-fork variances 0 and about 0.00221, the median their mean
        Map<String, Object> steady = hot("a", List.of(10.0, 10.0, 20.0, 20.0), List.of(1, 1, 2, 2), List.of(10, 10, 10, 10));
        Map<String, Object> noisy = hot("b", List.of(10.0, 11.0, 20.0, 22.0), List.of(1, 1, 2, 2), List.of(10, 10, 10, 10));
        PlanInputs inputs = PlanInputs.measure(List.of(steady, noisy), Map.of(CellClass.HOT, 5.0), Map.of("commit", "abc"));

        PlanInputs.Measured measured = inputs.classes().get(CellClass.HOT);
        double noisyWithin = (Math.pow(Math.log(11.0 / 10) / 2, 2) * 2 + Math.pow(Math.log(22.0 / 20) / 2, 2) * 2) / 2;
        assertThat(measured.cells()).isEqualTo(2);
        assertThat(measured.components().within()).isCloseTo(noisyWithin / 2, within(1e-12));
        // a sample is 10 passes: the cells' median samples take 0.15 and 0.155 s, their median 0.1525 s; one phase per fork
        assertThat(measured.components().sampleSeconds()).isCloseTo(0.1525, within(1e-9));
        assertThat(measured.components().forkSeconds()).isCloseTo(5.0 - 2 * 0.1525, within(1e-9));
        assertThat(inputs.classes()).doesNotContainKey(CellClass.WRITE);
    }

    @Test
    void coldAndConcurrentUnitsGiveOneValueEach() {
        Map<String, Object> cold = Map.of("phase", "customersPaged", "temperature", "cold", "ok", true,
                "samplesMillis", List.of(100.0, 110.0, 121.0), "samplesFork", List.of(1, 2, 3));
        Map<String, Object> concurrent = Map.of("phase", "concurrentReads", "temperature", "hot", "threads", 2, "ok", true,
                "forkOpsPerSecond", List.of(1000.0, 1000.0));
        PlanInputs inputs = PlanInputs.measure(List.of(cold, concurrent), Map.of(CellClass.COLD, 3.0), Map.of());

        VarianceComponents coldComponents = inputs.classes().get(CellClass.COLD).components();
        assertThat(coldComponents.within()).isZero();
        assertThat(coldComponents.between()).isCloseTo(Math.pow(Math.log(1.1), 2), within(1e-12));
        assertThat(coldComponents.sampleSeconds()).isEqualTo(3.0);
        assertThat(coldComponents.forkSeconds()).isZero();
        assertThat(inputs.classes().get(CellClass.CONCURRENT).components().between()).isZero();
        assertThat(inputs.classes().get(CellClass.CONCURRENT).costsFrom()).contains("ledger kept no fork time");
    }

    @Test
    void readersInHotForksCostTheirContestantsMeasuredTimePerFork() {
        // one contestant's two cells over two forks: 0.3 + 0.5 s in fork 1, 0.4 + 0.6 s in fork 2, 0.9 s a fork
        Map<String, Object> one = Map.of("backend", "jdbc", "variant", "tuned", "phase", "concurrentReads", "temperature", "hot", "threads", 1,
                "ok", true, "forkOpsPerSecond", List.of(1000.0, 1100.0), "samplesMillis", List.of(100.0, 200.0, 150.0, 250.0),
                "samplesFork", List.of(1, 1, 2, 2));
        Map<String, Object> two = Map.of("backend", "jdbc", "variant", "tuned", "phase", "concurrentReads", "temperature", "hot", "threads", 2,
                "ok", true, "forkOpsPerSecond", List.of(1900.0, 2000.0), "samplesMillis", List.of(500.0, 600.0), "samplesFork", List.of(1, 2));

        PlanInputs.Measured measured = PlanInputs.measure(List.of(one, two), Map.of(), Map.of()).classes().get(CellClass.CONCURRENT);

        assertThat(measured.components().sampleSeconds()).isCloseTo(0.9, within(1e-9));
        assertThat(measured.components().forkSeconds()).isZero();
        assertThat(measured.costsFrom()).contains("measured time per fork");
    }

    @Test
    void aWriteForkGivesItsFirstLoadAsItsUnit() {
        // forks 2 and 3 took a second, faster load each, as write forks did before they became single-shot
        Map<String, Object> write = Map.of("phase", "store", "ok", true, "samplesMillis", List.of(100.0, 110.0, 80.0, 121.0, 90.0),
                "samplesFork", List.of(1, 2, 2, 3, 3));
        VarianceComponents components = PlanInputs.measure(List.of(write), Map.of(CellClass.WRITE, 60.0), Map.of())
                .classes().get(CellClass.WRITE).components();

        assertThat(components.within()).isZero();
        assertThat(components.between()).isCloseTo(Math.pow(Math.log(1.1), 2), within(1e-12));
        assertThat(components.sampleSeconds()).isEqualTo(60.0);
    }

    @Test
    void failedCellsCellsOfOneForkAndCellsNotAtSteadyStateShowNothing() {
        Map<String, Object> failed = Map.of("phase", "store", "ok", false, "samplesMillis", List.of(1.0, 2.0), "samplesFork", List.of(1, 2));
        Map<String, Object> oneFork = Map.of("phase", "store", "ok", true, "samplesMillis", List.of(1.0, 2.0), "samplesFork", List.of(1, 1));
        Map<String, Object> notSteady = Map.of("phase", "customersPaged", "temperature", "cold", "ok", true, "steadyState", false,
                "samplesMillis", List.of(100.0, 110.0, 121.0), "samplesFork", List.of(1, 2, 3));
        assertThat(PlanInputs.measure(List.of(failed, oneFork, notSteady), Map.of(), Map.of()).classes()).isEmpty();
    }

    @Test
    void hotForksOfUnknownCostPlanNothing() {
        Map<String, Object> hot = hot("a", List.of(10.0, 11.0, 20.0, 21.0), List.of(1, 1, 2, 2), List.of(3, 3, 3, 3));
        assertThatThrownBy(() -> PlanInputs.measure(List.of(hot), Map.of(), Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no time of a hot fork");
    }

    @Test
    void theInputsReadBackAsWritten() {
        Map<String, Object> hot = hot("a", List.of(10.0, 11.0, 20.0, 21.0), List.of(1, 1, 2, 2), List.of(3, 3, 3, 3));
        PlanInputs inputs = PlanInputs.measure(List.of(hot), Map.of(CellClass.HOT, 4.0), Map.of("commit", "abc"));

        PlanInputs read = PlanInputs.fromMap(inputs.asMap());
        assertThat(read.source()).containsEntry("commit", "abc");
        assertThat(read.classes().get(CellClass.HOT)).isEqualTo(inputs.classes().get(CellClass.HOT));
    }
}
