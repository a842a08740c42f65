package persistencebench.harness.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Whether a series of warm-up runs has reached steady state (docs/method.md, "Steady state"): over its last
 * {@value #WINDOW} runs the JIT compiled nothing worth counting and the times show no trend. A fixed number of
 * warm-ups is steady for a query of seconds and far from it for one of a millisecond, so the hot warm-ups run until
 * this holds ({@link #of}), and the concurrent readers' until its trend half holds ({@link #trendOf}), between a floor
 * and a cap their callers set (JMH's rule: a score before steady state is no score).
 * <p>
 * The trend is the Theil–Sen slope of the window (the median of the slopes between every two of its runs, so one slow
 * run, a GC pause, does not make a trend), carried over the window's span and taken relative to the window's median.
 * The window's JIT time counts when it exceeds {@value #JIT_PERCENT} % of the window's own time: the compiler threads
 * run beside the measured thread, and a few milliseconds of late compilation of some cold path are no warm-up falling
 * short, while a compilation burst during a run is. The whole window is judged, not each run: the JVM counts
 * compilation time in whole milliseconds, so one tick of the counter during a 100 ms time box is already 1 % of that
 * run, and judged run by run it kept millisecond queries from ever settling (docs/method.md, "Steady state").
 */
public final class SteadyState {
    /** The runs judged: the last this many. */
    public static final int WINDOW = 5;
    /** The largest change the window's trend may carry over its span, in per cent of its median. */
    public static final double TREND_PERCENT = 5.0;
    /** The largest JIT time the window may see, in per cent of its own time. */
    public static final double JIT_PERCENT = 1.0;

    private SteadyState() {
    }

    /**
     * The verdict on a series.
     *
     * @param steady whether the last runs are at steady state
     * @param reason why not, one line; empty when steady
     */
    public record Verdict(boolean steady, String reason) {
        private static final Verdict STEADY = new Verdict(true, "");
    }

    /**
     * The verdict on the runs so far.
     *
     * @param runMillis each run's time, in order
     * @param jitMillis each run's JIT compilation time, in order, in the unit of {@code runMillis} (a time-boxed run's
     *                  per pass, like its time); an element null where the JVM does not report it, or an empty list when
     *                  none is known
     */
    public static Verdict of(List<Double> runMillis, List<Double> jitMillis) {
        if (!jitMillis.isEmpty() && jitMillis.size() != runMillis.size()) {
            throw new IllegalArgumentException(runMillis.size() + " run times but " + jitMillis.size() + " JIT times");
        }
        if (runMillis.size() < WINDOW) {
            return new Verdict(false, "fewer than " + WINDOW + " runs");
        }
        double windowMillis = sum(window(runMillis));
        double jit = sum(window(jitMillis));
        if (percent(jit, windowMillis) > JIT_PERCENT) {
            return new Verdict(false, String.format(Locale.ROOT, "the JIT compiled for %.1f %% of the last %d runs' time (%.2f of %.1f ms)",
                    percent(jit, windowMillis), WINDOW, jit, windowMillis));
        }
        return trendOf(runMillis);
    }

    /**
     * The verdict on the runs so far by their trend alone: the rule the concurrent readers' warm-up uses, where the drift
     * check at the fork's end judges the outcome (docs/method.md, "The concurrent readers' protocol").
     *
     * @param runMillis each run's time, in order
     */
    public static Verdict trendOf(List<Double> runMillis) {
        if (runMillis.size() < WINDOW) {
            return new Verdict(false, "fewer than " + WINDOW + " runs");
        }
        List<Double> window = window(runMillis);
        double change = theilSenSlope(window) * (WINDOW - 1) / median(window) * 100;
        if (!(Math.abs(change) <= TREND_PERCENT)) {
            return new Verdict(false, String.format(Locale.ROOT, "the last %d runs trend by %+.1f %%", WINDOW, change));
        }
        return Verdict.STEADY;
    }

    /**
     * The JIT time of the last {@value #WINDOW} runs (or all, when fewer) in per cent of their time; 0 when no JIT time is
     * known ({@code jitMillis} as {@link #of} takes it).
     */
    public static double jitPercent(List<Double> runMillis, List<Double> jitMillis) {
        return percent(sum(window(jitMillis)), sum(window(runMillis)));
    }

    /** The last {@value #WINDOW} values (or all, when fewer). */
    private static List<Double> window(List<Double> values) {
        return values.subList(Math.max(0, values.size() - WINDOW), values.size());
    }

    /** The sum of the known values (a JIT time the JVM did not report is null). */
    private static double sum(List<Double> values) {
        return values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).sum();
    }

    private static double percent(double part, double whole) {
        return whole > 0 ? part / whole * 100 : 0;
    }

    /** The median of the slopes between every two points of the series (x the run's index). */
    static double theilSenSlope(List<Double> series) {
        List<Double> slopes = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            for (int j = i + 1; j < series.size(); j++) {
                slopes.add((series.get(j) - series.get(i)) / (j - i));
            }
        }
        return median(slopes);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
