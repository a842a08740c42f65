package persistencebench.harness.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ForkPlansTest {

    private static PlanInputs inputs(CellClass cellClass, VarianceComponents components) {
        return new PlanInputs(Map.of("commit", "abc"), Map.of(cellClass, new PlanInputs.Measured(7, components, "test")));
    }

    @Test
    void aNoisyCheapHotClassGetsMoreForksAndSamplesUpToTheCaps() {
        // between-fork CV about 20 %: 2 (1.96 + 0.84)^2 x 0.04 / ln(1.25)^2 = 12.6 forks wanted, capped
        ForkPlans plans = ForkPlans.of(inputs(CellClass.HOT, new VarianceComponents(0.01, 0.04, 10, 0.1)));
        assertThat(plans.forks(CellClass.HOT)).isEqualTo(ForkPlans.MAX_FORKS);
        assertThat(plans.samplesPerFork(CellClass.HOT)).isEqualTo(ForkPlans.MAX_HOT_SAMPLES);
    }

    @Test
    void aClassTheInputsDoNotShowTakesTheFloor() {
        ForkPlans plans = ForkPlans.of(inputs(CellClass.HOT, new VarianceComponents(0.01, 0.04, 10, 0.1)));
        assertThat(plans.forks(CellClass.WRITE)).isEqualTo(ForkPlan.MIN_FORKS);
        assertThat(plans.samplesPerFork(CellClass.WRITE)).isEqualTo(1);
    }

    @Test
    void unitsOfOneValueTakeOneSampleEach() {
        ForkPlans plans = ForkPlans.of(inputs(CellClass.COLD, new VarianceComponents(0, 0.0036, 0, 2)));
        assertThat(plans.forks(CellClass.COLD)).isEqualTo(ForkPlan.MIN_FORKS);
        assertThat(plans.samplesPerFork(CellClass.COLD)).isEqualTo(1);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theResultFileGetsEachPlanWithItsInputsAndSource() {
        Map<String, Object> recorded = ForkPlans.of(inputs(CellClass.CONCURRENT, new VarianceComponents(0, 0.0225, 0, 20))).asMap();
        assertThat(recorded).containsEntry("inputsFrom", Map.of("commit", "abc")).containsEntry("minForks", ForkPlan.MIN_FORKS);
        assertThat((Map<String, Object>) ((Map<?, ?>) recorded.get("classes")).get("concurrent")).containsEntry("forks", 8)
                .containsEntry("fromCells", 7);
    }

    @Test
    void theProgramsTakeNoClassAboveTheFloorWhileTheJobOutlastsItsBudget() {
        ForkPlans plans = ForkPlans.forPrograms(inputs(CellClass.HOT, new VarianceComponents(0.01, 0.04, 10, 0.1)));
        assertThat(plans.forks(CellClass.HOT)).isEqualTo(ForkPlans.WITHIN_BUDGET_FORKS);
        assertThat(plans.samplesPerFork(CellClass.HOT)).isEqualTo(ForkPlans.MAX_HOT_SAMPLES);
        assertThat(plans.asMap()).containsEntry("maxForks", ForkPlans.WITHIN_BUDGET_FORKS);
    }

    @Test
    void theBuildBundlesInputsForEveryClass() {
        for (CellClass cellClass : CellClass.values()) {
            assertThat(ForkPlans.bundled().forks(cellClass)).isBetween(ForkPlan.MIN_FORKS, ForkPlans.MAX_FORKS);
        }
        assertThat(ForkPlans.bundled().asMap()).containsKey("inputsFrom");
    }
}
