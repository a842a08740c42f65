package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.result.Json;
import persistencebench.harness.measure.CellResult;

class SampleBudgetTest {

    @Test
    void aCellWhoseSamplesReachTheBudgetTakesNoFurtherRoundsAndSaysWhy() throws Exception {
        assertThat(WriteRounds.budgetReached(List.of(part(61_000)), 3, 60))
                .isEqualTo("1 of 3 samples: they took 61.0 s, at least the 60 s budget (-DsampleBudget)");
        assertThat(WriteRounds.budgetReached(List.of(part(35_000), part(30_000)), 3, 60)).startsWith("2 of 3 samples: they took 65.0 s");
    }

    @Test
    void aCellBelowTheBudgetOrWithoutOneGoesOn() throws Exception {
        assertThat(WriteRounds.budgetReached(List.of(part(59_000)), 3, 60)).isNull();
        assertThat(WriteRounds.budgetReached(List.of(part(600_000)), 3, 0)).as("-DsampleBudget=0: every cell takes its iterations").isNull();
        assertThat(WriteRounds.budgetReached(List.of(), 3, 60)).as("no sample yet").isNull();
    }

    private static CellResult part(double millis) throws Exception {
        return Json.mapper().readValue("{\"backend\":\"jdbc\",\"variant\":\"paper\",\"phase\":\"store\",\"ok\":true,\"samplesMillis\":[" + millis + "]}",
                CellResult.class);
    }
}
