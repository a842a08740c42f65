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
        // 30 ms of 500: 6 % of the window
        assertTrue(verdict.reason().contains("6.0 % of the last 5 runs' time (30.00 of 500.0 ms)"), verdict.reason());
    }

    @Test
    void jitTimeBelowItsShareOfTheWindowAndUnknownJitTimesDoNotCount() {
        // the first run compiled for 50 ms but lies before the window; the window's 3 ms are 0.6 % of its 500
        assertTrue(SteadyState.of(List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0), Arrays.asList(50.0, 1.0, 1.0, null, 0.0, 1.0)).steady());
    }

    @Test
    void oneTickOfTheCompileCounterInAShortRunIsNoBurst() {
        // a 100 ms box of 2.3 ms passes saw the counter move by 1 ms: 0.023 ms per pass, 1 % of that run, 0.2 % of the window
        assertTrue(SteadyState.of(List.of(2.3, 2.3, 2.3, 2.3, 2.3), List.of(0.0, 0.0, 0.023, 0.0, 0.0)).steady());
    }

    @Test
    void fewerRunsThanTheWindowAreNotSteady() {
        assertFalse(SteadyState.of(List.of(1.0, 1.0, 1.0, 1.0), List.of()).steady());
    }

    @Test
    void theTrendAloneIgnoresTheJitAndTheShareIsTheWindowsOwn() {
        List<Double> flat = List.of(100.0, 100.0, 100.0, 100.0, 100.0, 100.0);
        assertTrue(SteadyState.trendOf(flat).steady());
        assertFalse(SteadyState.trendOf(List.of(100.0, 96.0, 92.0, 88.0, 84.0)).steady());
        // the first run's 50 ms lie before the window; 10 of the window's 500 ms: 2 %
        assertEquals(2.0, SteadyState.jitPercent(flat, Arrays.asList(50.0, 0.0, 0.0, 0.0, 0.0, 10.0)), 1e-9);
        assertEquals(0.0, SteadyState.jitPercent(flat, List.of()), 1e-9);
    }

    @Test
    void theilSenSlopeIgnoresOneOutlier() {
        assertEquals(1.0, SteadyState.theilSenSlope(List.of(1.0, 2.0, 30.0, 4.0, 5.0)), 1e-9);
    }
}
