package persistencebench.harness.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SteadyStateTest {

    @Test
    void aFlatSeriesWithNoiseIsSteady() {
        SteadyState.Verdict verdict = SteadyState.of(List.of(140.0, 101.0, 99.0, 102.0, 98.5, 100.5), List.of());
        assertTrue(verdict.steady(), verdict.reason());
        assertEquals("", verdict.reason());
    }

    @Test
    void aTrendIsNotSteadyAndItsSizeIsNamed() {
        SteadyState.Verdict verdict = SteadyState.of(List.of(100.0, 96.0, 92.0, 88.0, 84.0), List.of());
        assertFalse(verdict.steady());
        // slope -4 per run over a span of 4 runs, against a median of 92: -17.4 %
        assertTrue(verdict.reason().contains("-17.4 %"), verdict.reason());
    }

    @Test
    void oneSlowRunIsNoTrend() {
        assertTrue(SteadyState.of(List.of(100.0, 101.0, 180.0, 99.0, 100.0), List.of()).steady());
    }

    @Test
    void aJitBurstInTheWindowIsNotSteadyEvenWhenTheTimesAreFlat() {
        SteadyState.Verdict verdict = SteadyState.of(List.of(100.0, 100.0, 100.0, 100.0, 100.0), List.of(0.0, 0.0, 0.0, 30.0, 0.0));
        assertFalse(verdict.steady());
        assertTrue(verdict.reason().contains("30.0 ms during run 4"), verdict.reason());
    }

    @Test
    void jitTimeBelowItsShareOfTheRunAndUnknownJitTimesDoNotCount() {
        // the first run compiled for 50 ms but lies before the window
        assertTrue(SteadyState.of(List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0), Arrays.asList(50.0, 1.0, 1.0, null, 0.0, 1.0)).steady());
    }

    @Test
    void fewerRunsThanTheWindowAreNotSteady() {
        assertFalse(SteadyState.of(List.of(1.0, 1.0, 1.0, 1.0), List.of()).steady());
    }

    @Test
    void theilSenSlopeIgnoresOneOutlier() {
        assertEquals(1.0, SteadyState.theilSenSlope(List.of(1.0, 2.0, 30.0, 4.0, 5.0)), 1e-9);
    }
}
