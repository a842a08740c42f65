package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;
import persistencebench.write.fork.WarmupSlice;
import persistencebench.write.fork.WriteTask;

class SamplePlanTest {
    private static final long MONTH = 2_000_000;
    private static final WarmupSlice SLICE = new WarmupSlice("slice.csv", 200_000);

    @Test
    void aFastLoadTakesEverySampleASlowerOneAsManyAsItsWarmUpPredictsFitTheBudget() throws Exception {
        // open 1 s + close 0.5 s + work 0.5 s × 10 = 6.5 s predicted: all five fit 60 s
        assertThat(SamplePlan.of(cell("rocksdb", "tuned"), fork(2_000, 500), 60)).isEqualTo(new SamplePlan(5, null));
        // 0.5 + 1.5 × 10 = 15.5 s: three fit
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), fork(2_000, 1_500), 60))
                .isEqualTo(new SamplePlan(3, "3 of 5 samples: its warm-up on 200,000 trips predicts 15.5 s per sample, and the budget is 60 s"
                        + " (-DsampleBudget); at least 3 where one sample fits the budget, each in a fork of its own"));
    }

    @Test
    void aCellWhoseSampleFitsTheBudgetTakesThreeForksAsTheStudysOwnALongerOneOne() throws Exception {
        // 0.5 + 4 × 10 = 40.5 s: one fits, yet no cell of fewer than three units is ranked
        SamplePlan fits = SamplePlan.of(cell("rocksdb", "paper"), fork(4_500, 4_000), 60);
        assertThat(fits.samples()).isEqualTo(3);
        assertThat(fits.reason()).endsWith("; at least 3 where one sample fits the budget, each in a fork of its own");
        assertThat(fits.shares(3)).containsExactly(1, 1, 1);
        // 0.5 + 9.5 × 10 = 95.5 s: a sample outlasts the budget
        SamplePlan slow = SamplePlan.of(cell("rocksdb", "paper"), fork(10_000, 9_500), 60);
        assertThat(slow.samples()).isEqualTo(1);
        assertThat(slow.shares(3)).containsExactly(1);
        SamplePlan tuned = SamplePlan.of(cell("rocksdb", "tuned"), fork(10_000, 9_500), 60);
        assertThat(tuned.samples()).isEqualTo(3);
        assertThat(tuned.reason()).endsWith("; at least 3 for a tuned cell, each in a fork of its own");
        SamplePlan study = SamplePlan.of(cell("microstream", "paper"), fork(10_000, 9_500), 60);
        assertThat(study.samples()).isEqualTo(3);
        assertThat(study.reason()).endsWith("; at least 3 for one of the study's own cells, each in a fork of its own");
        assertThat(study.shares(3)).containsExactly(1, 1, 1);
    }

    @Test
    void aFirstForkLeavesOutACellWhoseSampleOutlastsTheBudgetUnlessItIsTheStudysOrTheRunPlansFewForks() throws Exception {
        assertThat(SamplePlan.leaveOutBeyond(cell("rocksdb", "paper"), 3, 60)).isEqualTo(60);
        assertThat(SamplePlan.leaveOutBeyond(cell("microstream", "paper"), 3, 60)).as("the study's own approach").isNull();
        assertThat(SamplePlan.leaveOutBeyond(cell("rocksdb", "tuned"), 3, 60)).as("a tuned cell").isNull();
        assertThat(SamplePlan.leaveOutBeyond(cell("rocksdb", "paper"), 3, 0)).as("no budget").isNull();
        assertThat(SamplePlan.leaveOutBeyond(cell("rocksdb", "paper"), 2, 60)).as("fewer forks than a ranked cell's").isNull();
        assertThat(SamplePlan.leaveOutBeyond(cell("rocksdb", "paper").part(1, 2, null), 3, 60)).as("fewer samples than a ranked cell's").isNull();

        WriteTask firstFork = cell("rocksdb", "paper").part(1, 1, 60);
        // 0.5 + 9.5 × 10 = 95.5 s predicted
        assertThat(firstFork.overBudget(fork(10_000, 9_500))).isEqualTo("its warm-up on 200,000 trips predicts 95.5 s per sample,"
                + " beyond the budget of 60 s (-DsampleBudget), so it would take one fork, whose value has no interval and is never"
                + " ranked; -DsampleBudget=96 or more measures it in at least 3 forks");
        assertThat(firstFork.overBudget(fork(4_500, 4_000))).as("40.5 s fits").isNull();
        assertThat(cell("rocksdb", "paper").part(2, 1, null).overBudget(fork(10_000, 9_500))).as("a later fork").isNull();
    }

    @Test
    void theFirstForkMeasuresOneSampleAndTheLaterForksShareTheRest() {
        assertThat(new SamplePlan(5, null).shares(3)).containsExactly(1, 2, 2);
        assertThat(new SamplePlan(4, null).shares(2)).containsExactly(1, 3);
        assertThat(new SamplePlan(1, null).shares(3)).containsExactly(1);
        assertThat(new SamplePlan(3, null).shares(1)).containsExactly(3);
    }

    @Test
    void withoutAWarmUpOrABudgetEveryCellTakesItsIterations() throws Exception {
        CellResult noWarmup = Json.mapper().readValue("{\"backend\":\"rocksdb\",\"variant\":\"paper\",\"phase\":\"store\",\"ok\":true,"
                + "\"samplesMillis\":[600000.0]}", CellResult.class);
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), noWarmup, 60)).isEqualTo(new SamplePlan(5, null));
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), fork(10_000, 9_500), 0)).isEqualTo(new SamplePlan(5, null));
    }

    @Test
    void theMeasuredSampleDoesNotDecide() throws Exception {
        CellResult slowSample = Json.mapper().readValue("{\"backend\":\"rocksdb\",\"variant\":\"tuned\",\"phase\":\"store\",\"ok\":true,"
                + "\"samplesMillis\":[900000.0],\"warmupSamplesMillis\":[2000.0],\"warmupWorkSamplesMillis\":[500.0]}", CellResult.class);
        assertThat(SamplePlan.of(cell("rocksdb", "tuned"), slowSample, 60).samples()).isEqualTo(5);
    }

    private static WriteTask cell(String backend, String variant) {
        return new WriteTask(backend, variant, variant, "store", backend.equals("microstream") ? WriteTaskTest.channels(1) : null, "trips.csv", SLICE,
                BadRowPolicy.FAIL, MONTH, List.of(1L), 20, "disk", 1, 5, 1, "store", null, null, null, null, null, null, null);
    }

    private static CellResult fork(double warmupMillis, double warmupWorkMillis) throws Exception {
        return Json.mapper().readValue("{\"backend\":\"x\",\"variant\":\"paper\",\"phase\":\"store\",\"ok\":true,\"samplesMillis\":[1.0],"
                + "\"warmupSamplesMillis\":[" + warmupMillis + "],\"warmupWorkSamplesMillis\":[" + warmupWorkMillis + "]}", CellResult.class);
    }
}
