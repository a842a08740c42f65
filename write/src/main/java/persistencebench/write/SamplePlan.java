package persistencebench.write;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.measure.CellResult;

/**
 * How many measured samples a write cell takes, decided once, after its first fork, from that fork's warm-up and never
 * from a measured sample. At the paper's scale one sample of every cell takes about an hour on 2 cores, and a few of the
 * study's own approaches take two to four minutes each, so three samples of everything would take most of a day. With
 * {@code -DsampleBudget} a cell takes as many samples (up to {@code -Diterations}) as fit the budget at the time its
 * warm-up predicts for one sample: the fast loads, whose rankings are close, get their three samples and their spread;
 * the slow ones, five to twenty times slower than their engine's best, get fewer. A rule that stopped on the measured
 * samples themselves would keep a slow first sample alone and average a fast one with later ones, biasing the median
 * upwards near the budget; the warm-up's time is independent of the samples' noise. The prediction takes the fork's
 * last warm-up (the first pays the JIT's compilation), scales its work part by the trips a sample stores over the trips
 * the warm-up stored, and adds its open and close. It is low where the month outgrows a cache the slice fits in (a
 * paper load on MariaDB's 128 MB study buffer pool: predicted 35 s, measured 258 s); that changes how many samples a
 * cell takes, never its median. The cells that
 * reproduce the study's own figures take at least two samples, so the comparison the benchmark exists for has a spread.
 *
 * @param samples how many samples the cell takes
 * @param reason  why it takes fewer than {@code -Diterations}, or null when it takes them all
 */
record SamplePlan(int samples, String reason) {

    /** The study's cells take at least this many samples when the run plans as many. */
    static final int STUDY_MINIMUM = 2;

    /**
     * @param cell          the planned cell (its total {@code iterations})
     * @param firstFork     what its first fork measured, with its warm-ups
     * @param budgetSeconds {@code -DsampleBudget}; 0 = every cell takes {@code -Diterations}
     */
    static SamplePlan of(CellSpec cell, CellResult firstFork, int budgetSeconds) {
        int planned = cell.iterations();
        List<Double> warmups = firstFork.warmupSamplesMillis();
        List<Double> warmupWork = firstFork.warmupWorkSamplesMillis();
        if (budgetSeconds == 0 || warmups.isEmpty() || warmupWork.size() != warmups.size()) {
            return new SamplePlan(planned, null);
        }
        double total = warmups.get(warmups.size() - 1);
        double work = warmupWork.get(warmupWork.size() - 1);
        long warmupRows = cell.warmup() == null ? cell.expectedRows() : cell.warmup().rows();
        double predictedMillis = total - work + work * cell.expectedRows() / Math.max(1, warmupRows);
        int minimum = Math.min(planned, cell.reproducesStudy() ? STUDY_MINIMUM : 1);
        int samples = Math.max(minimum, Math.min(planned, (int) Math.floor(budgetSeconds * 1000.0 / Math.max(1, predictedMillis))));
        if (samples == planned) {
            return new SamplePlan(planned, null);
        }
        return new SamplePlan(samples, String.format(Locale.ROOT,
                "%d of %d samples: its warm-up on %,d trips predicts %.1f s per sample, and the budget is %d s (-D%s)%s", samples, planned,
                warmupRows, predictedMillis / 1000, budgetSeconds, WriteSettings.SAMPLE_BUDGET.name(),
                samples == minimum && minimum > 1 ? "; a cell of the study's own takes at least " + minimum : ""));
    }
}
