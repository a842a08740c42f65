package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;

class SamplePlanTest {
    private static final long MONTH = 2_000_000;
    private static final WarmupSlice SLICE = new WarmupSlice("slice.csv", 200_000);

    @Test
    void aFastLoadTakesEverySampleASlowOneAsManyAsItsWarmUpPredictsFitTheBudget() throws Exception {
        // open 1 s + close 0.5 s + work 0.5 s × 10 = 6.5 s predicted: three fit 60 s
        assertThat(SamplePlan.of(cell("rocksdb", "tuned"), fork(2_000, 500), 60)).isEqualTo(new SamplePlan(3, null));
        // 0.5 + 2.5 × 10 = 25.5 s: two fit
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), fork(3_000, 2_500), 60))
                .isEqualTo(new SamplePlan(2, "2 of 3 samples: its warm-up on 200,000 trips predicts 25.5 s per sample, and the budget is 60 s"
                        + " (-DsampleBudget)"));
        // 0.5 + 9.5 × 10 = 95.5 s: one
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), fork(10_000, 9_500), 60).samples()).isEqualTo(1);
    }

    @Test
    void aCellOfTheStudysOwnTakesAtLeastTwoSamples() throws Exception {
        SamplePlan plan = SamplePlan.of(cell("microstream", "paper"), fork(10_000, 9_500), 60);
        assertThat(plan.samples()).isEqualTo(2);
        assertThat(plan.reason()).endsWith("; a cell of the study's own takes at least 2");
    }

    @Test
    void withoutAWarmUpOrABudgetEveryCellTakesItsIterations() throws Exception {
        CellResult noWarmup = Json.mapper().readValue("{\"backend\":\"rocksdb\",\"variant\":\"paper\",\"phase\":\"store\",\"ok\":true,"
                + "\"samplesMillis\":[600000.0]}", CellResult.class);
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), noWarmup, 60)).isEqualTo(new SamplePlan(3, null));
        assertThat(SamplePlan.of(cell("rocksdb", "paper"), fork(10_000, 9_500), 0)).isEqualTo(new SamplePlan(3, null));
    }

    @Test
    void theMeasuredSampleDoesNotDecide() throws Exception {
        CellResult slowSample = Json.mapper().readValue("{\"backend\":\"rocksdb\",\"variant\":\"tuned\",\"phase\":\"store\",\"ok\":true,"
                + "\"samplesMillis\":[900000.0],\"warmupSamplesMillis\":[2000.0],\"warmupWorkSamplesMillis\":[500.0]}", CellResult.class);
        assertThat(SamplePlan.of(cell("rocksdb", "tuned"), slowSample, 60).samples()).isEqualTo(3);
    }

    private static CellSpec cell(String backend, String variant) {
        return new CellSpec(backend, variant, variant, "store", backend.equals("microstream") ? 1 : null, "trips.csv", SLICE, BadRowPolicy.FAIL,
                MONTH, List.of(1L), 20, "disk", 1, 3, 1, "store", null, null, null, null, null, null);
    }

    private static CellResult fork(double warmupMillis, double warmupWorkMillis) throws Exception {
        return Json.mapper().readValue("{\"backend\":\"x\",\"variant\":\"paper\",\"phase\":\"store\",\"ok\":true,\"samplesMillis\":[1.0],"
                + "\"warmupSamplesMillis\":[" + warmupMillis + "],\"warmupWorkSamplesMillis\":[" + warmupWorkMillis + "]}", CellResult.class);
    }
}
