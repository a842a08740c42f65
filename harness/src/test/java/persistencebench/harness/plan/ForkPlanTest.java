package persistencebench.harness.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ForkPlanTest {

    @Test
    void aNoisyCheapClassGetsForksUpToItsCap() {
        // a fork CV of about 15 %: 2 (1.96 + 0.84)^2 x 0.0225 / ln(1.25)^2 = 7.09, so 8 forks wanted
        ForkPlan plan = ForkPlan.of(new VarianceComponents(0, 0.0225, 2, 0.2), 6, 5);
        assertEquals(8, plan.wanted());
        assertEquals(6, plan.forks());
        assertEquals(1, plan.samplesPerFork());
        // capped below what it wanted, it has less than the planned power: 1 - F_t10(2.228 - 0.2231 / 0.0866) = 63.3 %
        // (scipy: the shifted central t 63.27, the noncentral t 64.24)
        assertEquals(63.27, plan.powerPercent(), 0.01);
        assertEquals(63.3, plan.asMap().get("powerPercent"));
    }

    @Test
    void atTheForksItWantsAClassHasAboutThePlannedPower() {
        assertEquals(78.99, ForkPlan.of(new VarianceComponents(0, 0.0225, 2, 0.2), 8, 5).powerPercent(), 0.01);
    }

    @Test
    void aSteadyExpensiveClassGetsTheFloor() {
        ForkPlan plan = ForkPlan.of(new VarianceComponents(0.0001, 0.0001, 30, 60), 8, 5);
        assertEquals(1, plan.wanted());
        assertEquals(ForkPlan.MIN_FORKS, plan.forks());
        assertEquals(100, plan.powerPercent(), 0.01);
    }

    @Test
    void theFloorIsNeverPlannedAway() {
        assertThrows(IllegalArgumentException.class, () -> ForkPlan.of(new VarianceComponents(0, 0, 1, 1), 2, 5));
    }

    @Test
    void theResultFileGetsThePlanWithItsInputs() {
        assertEquals(8, ForkPlan.of(new VarianceComponents(0, 0.0225, 2, 0.2), 10, 5).asMap().get("forks"));
        assertEquals(0.0225, ForkPlan.of(new VarianceComponents(0, 0.0225, 2, 0.2), 10, 5).asMap().get("betweenForkVariance"));
    }
}
