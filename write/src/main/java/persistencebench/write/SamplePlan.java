package persistencebench.write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.plan.ForkPlan;
import persistencebench.write.fork.WriteTask;

/**
 * How many measured samples a write cell takes and how they spread over forks, decided once, after its first fork,
 * from that fork's warm-up and never from a measured sample ({@code docs/method.md}, "Samples and forks (defaults)"). The first fork
 * measures one sample; the rest of the cell's samples go to the later forks, one per fork before any fork takes a
 * second, so the forks, the units its interval is computed over, come first ({@code ConfidenceInterval}).
 * <p>
 * At the paper's scale a few of the study's own approaches take two to four minutes per sample on 2 cores, so every
 * cell at {@code -Diterations} would take most of a day. With {@code -DsampleBudget} a cell takes as many samples (up
 * to {@code -Diterations}) as fit the budget at the time its warm-up predicts for one sample, but never fewer than
 * {@value #MINIMUM} where one sample fits the budget (the main job's floor for ranked cells: docs/method.md, "Claims") nor,
 * for the study's own approach (the comparison the benchmark exists for) and a tuned cell (the expert's configuration,
 * compared across engines), fewer than {@value #STUDY_MINIMUM} even where one sample outlasts the budget. A load whose one sample outlasts the budget (the study's order
 * on EclipseStore or MapDB; on request one of the study's approaches on another engine or a step: one to four minutes
 * each) would take one fork, whose lone value has no interval and is never ranked; so where the run plans enough forks
 * for a ranked cell its first fork leaves it out after the warm-ups ({@link #leaveOutBeyond}), skipped with the
 * prediction, instead of spending minutes on a figure no claim can rest on (docs/method.md, "What the main job
 * measures"). A rule that stopped on the measured samples
 * would keep a slow first sample alone and average a fast one with later ones, biasing the median upwards near the
 * budget; the warm-up's time is independent of the samples' noise ({@link WriteTask#predictedSampleMillis}). The
 * prediction is low where the month outgrows a cache the slice fits in; that changes how
 * many samples a cell takes, never its median.
 *
 * @param samples how many samples the cell takes
 * @param reason  why it takes fewer than {@code -Diterations}, or null when it takes them all
 */
record SamplePlan(int samples, String reason) {

    /**
     * Every cell whose one sample fits the budget takes at least this many samples, each in a fork of its own, when the run
     * plans as many: the floor of a ranked cell.
     */
    static final int MINIMUM = ForkPlan.MIN_FORKS;
    /** The study's own approach and a tuned cell take at least this many, each in a fork of its own, when the run plans as many. */
    static final int STUDY_MINIMUM = ForkPlan.MIN_FORKS;
    /** A cell's first fork measures this many samples, after the warm-ups whose last one predicts the rest. */
    static final int FIRST_FORK = 1;

    /**
     * The rule's parameters as a result file records them ({@code environment.execution.samplePlan}): the samples of a
     * cell's first fork, the least a cell takes where one sample fits the budget and for the study's cells, whether a cell
     * whose sample outlasts the budget is left out after its first fork's warm-ups ({@link #leaveOutBeyond}), the most,
     * and the budget in seconds (0: no budget, every cell takes the most).
     */
    static Map<String, Object> protocol(int forks, int iterations, int warmups, int budgetSeconds) {
        Map<String, Object> protocol = new LinkedHashMap<>();
        protocol.put("firstForkSamples", FIRST_FORK);
        protocol.put("minSamples", MINIMUM);
        protocol.put("studyMinSamples", STUDY_MINIMUM);
        protocol.put("leavesOutOverBudget", leavesOut(forks, iterations, warmups, budgetSeconds));
        protocol.put("maxSamples", iterations);
        protocol.put("budgetSeconds", budgetSeconds);
        return protocol;
    }

    /**
     * The budget a cell's first fork leaves the cell out beyond ({@link WriteTask#overBudget}), or null when the cell is
     * measured whatever a sample takes: without a budget or warm-ups to predict from, in a run that plans fewer forks or
     * samples than a ranked cell needs (no cell of it is ranked anyway), for a tuned cell (the expert's configuration, the
     * comparison across engines) and for the study's own approach (the comparison the benchmark exists for). So only the
     * study's or a reference's approach on an engine the study did not use, or a step, can be left out.
     */
    static Integer leaveOutBeyond(WriteTask cell, int forks, int budgetSeconds) {
        return leavesOut(forks, cell.iterations(), cell.warmups(), budgetSeconds) && !alwaysRanked(cell) ? budgetSeconds : null;
    }

    /** Whether a run of these settings leaves out a cell whose sample outlasts the budget, unless it is always ranked. */
    private static boolean leavesOut(int forks, int iterations, int warmups, int budgetSeconds) {
        return budgetSeconds > 0 && warmups > 0 && Math.min(forks, iterations) >= MINIMUM;
    }

    /** A tuned cell and the study's own approach take at least {@value #MINIMUM} samples whatever one takes. */
    private static boolean alwaysRanked(WriteTask cell) {
        return cell.declaredVariant().kind() == VariantKind.TUNED || cell.studyApproach();
    }

    /** The plan of a cell before its first fork, or without a budget: every one of its {@code -Diterations}. */
    static SamplePlan all(WriteTask cell) {
        return new SamplePlan(cell.iterations(), null);
    }

    /**
     * @param cell          the planned cell (its total {@code iterations})
     * @param firstFork     what its first fork measured, with its warm-ups
     * @param budgetSeconds {@code -DsampleBudget}; 0 = every cell takes {@code -Diterations}
     */
    static SamplePlan of(WriteTask cell, CellResult firstFork, int budgetSeconds) {
        int planned = cell.iterations();
        OptionalDouble prediction = cell.predictedSampleMillis(firstFork);
        if (budgetSeconds == 0 || prediction.isEmpty()) {
            return all(cell);
        }
        long warmupRows = cell.warmupRows();
        double predictedMillis = prediction.getAsDouble();
        boolean fits = predictedMillis <= budgetSeconds * 1000.0;
        int minimum = Math.min(planned, alwaysRanked(cell) ? STUDY_MINIMUM : fits ? MINIMUM : 1);
        int samples = Math.max(minimum, Math.min(planned, (int) Math.floor(budgetSeconds * 1000.0 / Math.max(1, predictedMillis))));
        if (samples == planned) {
            return all(cell);
        }
        return new SamplePlan(samples, String.format(Locale.ROOT,
                "%d of %d samples: its warm-up on %,d trips predicts %.1f s per sample, and the budget is %d s (-D%s)%s", samples, planned,
                warmupRows, predictedMillis / 1000, budgetSeconds, WriteSettings.SAMPLE_BUDGET.name(),
                samples > 1 && samples == minimum ? "; at least " + minimum + (fits ? " where one sample fits the budget"
                        : cell.studyApproach() ? " for one of the study's own cells" : " for a tuned cell") + ", each in a fork of its own" : ""));
    }

    /**
     * The measured samples of each fork: one in the first, the rest split as evenly as possible over the later ones,
     * as many forks as there are samples up to {@code forks}; with one fork, all in it. E.g. 6 over 3 forks gives
     * [1, 3, 2]; 2 over 3 gives [1, 1]; 3 over 1 gives [3].
     */
    List<Integer> shares(int forks) {
        int laterForks = Math.min(forks, samples) - 1;
        if (laterForks == 0) {
            return List.of(samples);
        }
        List<Integer> shares = new ArrayList<>(List.of(FIRST_FORK));
        shares.addAll(ForkRounds.split(samples - FIRST_FORK, laterForks));
        return shares;
    }
}
