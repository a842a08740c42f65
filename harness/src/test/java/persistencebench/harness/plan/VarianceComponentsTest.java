package persistencebench.harness.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class VarianceComponentsTest {

    @Test
    void splitsTheLogVarianceIntoWithinAndBetweenForks() {
        // logs 0, 0.2 in fork 1 and 1, 1.2 in fork 2: within (4 x 0.01) / 2 = 0.02; fork means 0.1 and 1.1 vary by 0.5,
        // of which 0.02 / 2 is the within-fork share a two-sample mean carries
        VarianceComponents components = VarianceComponents.ofCell(List.of(1.0, Math.exp(0.2), Math.E, Math.exp(1.2)), List.of(1, 1, 2, 2),
                10, 1);
        assertEquals(0.02, components.within(), 1e-12);
        assertEquals(0.49, components.between(), 1e-12);
    }

    @Test
    void theBetweenForkVarianceIsNeverNegative() {
        VarianceComponents components = VarianceComponents.ofCell(List.of(1.0, 3.0, 1.0, 3.0), List.of(1, 1, 2, 2), 10, 1);
        assertEquals(0, components.between());
        assertTrue(components.within() > 0);
    }

    @Test
    void samplesPerForkFollowTheSquareRootOfCostTimesVarianceRatios() {
        // sqrt(10 s x 0.04 / (0.1 s x 0.001)) = 63, capped at 5
        assertEquals(5, new VarianceComponents(0.04, 0.001, 10, 0.1).samplesPerFork(5));
        // sqrt(10 x 0.02 / (1 x 0.49)) = 0.64, at least one
        assertEquals(1, new VarianceComponents(0.02, 0.49, 10, 1).samplesPerFork(5));
        // sqrt(4 x 0.01 / (1 x 0.01)) = 2
        assertEquals(2, new VarianceComponents(0.01, 0.01, 4, 1).samplesPerFork(5));
    }

    @Test
    void aCellWithoutTwoForksOrWithoutARepeatedSampleIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> VarianceComponents.ofCell(List.of(1.0, 2.0), List.of(1, 1), 1, 1));
        assertThrows(IllegalArgumentException.class, () -> VarianceComponents.ofCell(List.of(1.0, 2.0), List.of(1, 2), 1, 1));
        assertThrows(IllegalArgumentException.class, () -> VarianceComponents.ofCell(List.of(1.0, 0.0, 1.0), List.of(1, 1, 2), 1, 1));
    }
}
