package persistencebench.harness.measure;

import java.util.List;
import java.util.Locale;

/**
 * How many warm-ups a cell runs in a fork before its measured samples (docs/method.md, "Steady state"): a fixed count
 * (the write case, whose warm-ups store a slice of the month and predict a sample's time), or at least {@code minRuns}
 * and then until {@link SteadyState} holds, stopping unsettled at {@code maxRuns} runs or after {@code capMillis} of
 * warm-ups, whichever comes first (the hot reads: a fixed count is steady for a query of seconds and far from it for
 * one of a millisecond).
 *
 * @param minRuns     warm-ups run whatever they show
 * @param maxRuns     warm-ups run at most
 * @param capMillis   after this much warm-up time no further warm-up starts (0 for a fixed count)
 * @param untilSteady whether warm-ups beyond {@code minRuns} run until steady state
 */
public record WarmUp(int minRuns, int maxRuns, long capMillis, boolean untilSteady) {

    public WarmUp {
        if (minRuns < 0 || maxRuns < minRuns || capMillis < 0) {
            throw new IllegalArgumentException("need 0 <= minRuns <= maxRuns and capMillis >= 0, not " + minRuns + ", " + maxRuns + ", "
                    + capMillis);
        }
    }

    /** Exactly {@code runs} warm-ups. */
    public static WarmUp fixed(int runs) {
        return new WarmUp(runs, runs, 0, false);
    }

    /** At least {@code minRuns} warm-ups, then until steady, at most {@code maxRuns} or {@code capMillis}. */
    public static WarmUp untilSteady(int minRuns, int maxRuns, long capMillis) {
        return new WarmUp(minRuns, maxRuns, capMillis, true);
    }

    /**
     * Whether another warm-up runs after {@code runsMillis} (with their JIT times {@code jitMillis}, as
     * {@link SteadyState#of} takes them) took {@code elapsedMillis} in all.
     */
    boolean another(List<Double> runsMillis, List<Double> jitMillis, double elapsedMillis) {
        int runs = runsMillis.size();
        if (runs < minRuns) {
            return true;
        }
        if (!untilSteady || runs >= maxRuns || elapsedMillis >= capMillis) {
            return false;
        }
        return !SteadyState.of(runsMillis, jitMillis).steady();
    }

    /** The policy as a result file records it ({@code environment.execution.hot.warmUp}). */
    public String describe() {
        return untilSteady ? String.format(Locale.ROOT, "at least %d, then until the last %d are steady (trend within %.0f %%, JIT time within"
                + " %.0f %% of their time), at most %d runs or %.0f s", minRuns, SteadyState.WINDOW, SteadyState.TREND_PERCENT,
                SteadyState.JIT_PERCENT, maxRuns, capMillis / 1000.0) : minRuns + " per fork";
    }
}
