package persistencebench.harness.plan;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import persistencebench.harness.measure.StudentT;

/**
 * The forks and samples per fork a cell class takes (docs/method.md, "Forks where the noise is"): the samples per fork
 * that buy the most precision per second ({@link VarianceComponents#samplesPerFork}), and enough forks that two cells
 * of the class whose figures differ by {@value #RESOLVED_RATIO}× are told apart by the two-sided 5 % test with
 * {@value #POWER_PERCENT} % power, at least {@value #MIN_FORKS} (no cell of fewer units is ranked) and at most the
 * cap the job's time allows. So a cheap, noisy class (hot reads) gets more forks and a steady, expensive one (writes)
 * the least.
 * <p>
 * The forks come from the normal approximation for two samples of equal size on the log scale,
 * {@code n = 2 (z(0.975) + z(0.8))² v / ln(1.25)²}, {@code v} a fork value's variance; Student's t with few forks
 * asks a little more, which is one reason for the floor of three.
 *
 * @param forks          forks per cell
 * @param samplesPerFork measured samples in each fork
 * @param wanted         the forks the approximation asked for before the floor and the cap
 * @param components     what the plan was made from
 */
public record ForkPlan(int forks, int samplesPerFork, int wanted, VarianceComponents components) {
    /** No cell of fewer forks is ranked. */
    public static final int MIN_FORKS = 3;
    /** The ratio between two cells of a class the plan sets out to resolve. */
    public static final double RESOLVED_RATIO = 1.25;
    /** The chance of resolving it, in per cent. */
    public static final int POWER_PERCENT = 80;
    private static final double Z_975 = 1.959964;
    private static final double Z_80 = 0.841621;

    /**
     * The plan for a class with these components.
     *
     * @param maxForks   the most forks the job's time allows the class (at least {@value #MIN_FORKS})
     * @param maxSamples the most samples a fork may take
     */
    public static ForkPlan of(VarianceComponents components, int maxForks, int maxSamples) {
        if (maxForks < MIN_FORKS || maxSamples < 1) {
            throw new IllegalArgumentException("a plan needs at least " + MIN_FORKS + " forks and one sample, not " + maxForks + " and "
                    + maxSamples);
        }
        int samples = components.samplesPerFork(maxSamples);
        double effect = Math.log(RESOLVED_RATIO);
        double needed = 2 * Math.pow(Z_975 + Z_80, 2) * components.forkValueVariance(samples) / (effect * effect);
        int wanted = (int) Math.ceil(needed);
        return new ForkPlan(Math.max(MIN_FORKS, Math.min(maxForks, wanted)), samples, wanted, components);
    }

    /**
     * The chance, in per cent, that two cells of the class differing by {@value #RESOLVED_RATIO}× are told apart at
     * the forks this plan takes, by the two-sided 5 % test on Student's t with the degrees of freedom of two cells of
     * these forks (a shifted central t, the usual approximation of the noncentral one). Below {@value #POWER_PERCENT}
     * where the cap or the floor set the forks: the verdicts' own tests (Welch's degrees of freedom, the selection's
     * 2.5 % / (k − 1)) ask for still more.
     */
    public double powerPercent() {
        double standardError = Math.sqrt(2 * components.forkValueVariance(samplesPerFork) / forks);
        if (standardError == 0) {
            return 100;
        }
        double degreesOfFreedom = 2.0 * (forks - 1);
        double critical = StudentT.quantile(0.975, degreesOfFreedom);
        return 100 * (1 - StudentT.cumulative(critical - Math.log(RESOLVED_RATIO) / standardError, degreesOfFreedom));
    }

    /** The plan and its inputs as a result file records them ({@code environment.execution.forkPlan}). */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("forks", forks);
        map.put("samplesPerFork", samplesPerFork);
        map.put("forksWanted", wanted);
        map.put("powerPercent", Math.round(powerPercent() * 10) / 10.0);
        map.put("withinForkVariance", round(components.within()));
        map.put("betweenForkVariance", round(components.between()));
        map.put("forkSeconds", round(components.forkSeconds()));
        map.put("sampleSeconds", round(components.sampleSeconds()));
        return map;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%d forks of %d sample(s) (%d wanted for %.2fx at %d %% power)", forks, samplesPerFork, wanted,
                RESOLVED_RATIO, POWER_PERCENT);
    }

    private static double round(double value) {
        return Math.round(value * 1e6) / 1e6;
    }
}
