package persistencebench.harness.measure;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import persistencebench.harness.resultformat.QuietnessField;

/**
 * How much of the machine's CPU time others took while a run measured: processes outside the run and the hypervisor
 * (steal), over every measured sample of every cell ({@link MachineActivity}). A run whose samples others took more than
 * {@link #LIMIT} of is a draft, and so is one with a cell of at least {@value #CELL_MIN_SECONDS} s of samples others took
 * more than that of, which the run's total could hide ({@code docs/method.md}, "A quiet machine").
 *
 * @param otherCpuShare    CPU time of processes outside the run over the samples' time times the machine's CPUs (the
 *                         time between each sample's two readings, which enclose it)
 * @param stealShare       time the hypervisor took, over the same
 * @param samples          the measured samples with a machine reading
 * @param sampleSeconds    their summed time
 * @param busiestCell      the cell (of at least {@value #CELL_MIN_SECONDS} s of samples) others took the largest share
 *                         of, or null
 * @param busiestCellShare that cell's other + steal share, or null
 * @param cpuMHz           the lowest and highest clock the machine reported at a sample's end; empty where it reports none
 */
public record MachineQuietness(double otherCpuShare, double stealShare, int samples, double sampleSeconds, String busiestCell,
                               Double busiestCellShare, List<Double> cpuMHz) {

    /**
     * The largest share of the machine's CPU time others may take during a published run's samples: a process taking
     * a tenth of one of the two CPUs of the machines this project is developed on. What an idle machine of that kind
     * reads is in {@code docs/method.md}, "A quiet machine".
     */
    public static final double LIMIT = 0.05;

    /**
     * A cell's share counts only over this much sample time. The counters tick every 10 ms and a cell's own start-up work
     * in the kernel counts as others', so a short cell's share says little: in a quick job on an idle machine
     * ({@code docs/method.md}, "A quiet machine"), cells of 0.1 s read up to 10 % and cells of about a second up to 5.3 %.
     */
    static final double CELL_MIN_SECONDS = 30;

    /** The quietness of {@code cells}' measured samples; empty when none has a machine reading. */
    public static Optional<MachineQuietness> of(List<CellResult> cells) {
        Share total = new Share();
        String busiest = null;
        Share busiestShare = null;
        double lowestMHz = Double.POSITIVE_INFINITY;
        double highestMHz = Double.NEGATIVE_INFINITY;
        for (CellResult cell : cells) {
            List<MachineActivity> machine = cell.machineSamples();
            if (machine == null) {
                continue;
            }
            Share share = new Share();
            for (MachineActivity sample : machine) {
                share.add(sample);
                total.add(sample);
                if (sample.cpuMHz() != null) {
                    lowestMHz = Math.min(lowestMHz, sample.cpuMHz());
                    highestMHz = Math.max(highestMHz, sample.cpuMHz());
                }
            }
            if (share.millis >= CELL_MIN_SECONDS * 1000 && (busiestShare == null || share.both() > busiestShare.both())) {
                busiest = cell.id();
                busiestShare = share;
            }
        }
        if (total.samples == 0) {
            return Optional.empty();
        }
        return Optional.of(new MachineQuietness(total.other(), total.steal(), total.samples, total.millis / 1000, busiest,
                busiestShare == null ? null : busiestShare.both(),
                lowestMHz > highestMHz ? List.of() : List.of(lowestMHz, highestMHz)));
    }

    /** Others' share of the machine, the processes' and the hypervisor's together. */
    public double share() {
        return otherCpuShare + stealShare;
    }

    /** Why the run is a draft on account of its machine, if it is. */
    public Optional<String> draftReason() {
        return draftReason(otherCpuShare, stealShare, busiestCell, busiestCellShare);
    }

    /**
     * Why a run whose samples others took these shares of is a draft, if it is: the one rule, which the programs apply
     * when a run finishes and the white paper, the edition and the scaling study to what a file records.
     *
     * @param busiestCell      the cell of at least {@value #CELL_MIN_SECONDS} s others took the most of, or null
     * @param busiestCellShare its share, or null
     */
    public static Optional<String> draftReason(double otherCpuShare, double stealShare, String busiestCell, Double busiestCellShare) {
        double share = otherCpuShare + stealShare;
        if (share > LIMIT) {
            return Optional.of(String.format(Locale.ROOT, "the machine was not quiet: others took %.1f %% of its CPU time during the"
                    + " samples (other processes %.1f %%, the hypervisor %.1f %%), more than the %.0f %% a published run allows",
                    100 * share, 100 * otherCpuShare, 100 * stealShare, 100 * LIMIT));
        }
        if (busiestCell != null && busiestCellShare != null && busiestCellShare > LIMIT) {
            return Optional.of(String.format(Locale.ROOT, "the machine was not quiet during %s: others took %.1f %% of its CPU time"
                    + " during that cell's samples, more than the %.0f %% a published run allows", busiestCell, 100 * busiestCellShare,
                    100 * LIMIT));
        }
        return Optional.empty();
    }

    /** The result file's {@code quietness} section. */
    public Map<String, Object> fields() {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put(QuietnessField.OTHER_CPU_SHARE.key(), round(otherCpuShare));
        fields.put(QuietnessField.STEAL_SHARE.key(), round(stealShare));
        fields.put(QuietnessField.LIMIT.key(), LIMIT);
        fields.put(QuietnessField.SAMPLES.key(), samples);
        fields.put(QuietnessField.SAMPLE_SECONDS.key(), Math.round(sampleSeconds * 10) / 10.0);
        if (busiestCell != null) {
            fields.put(QuietnessField.BUSIEST_CELL.key(), busiestCell);
            fields.put(QuietnessField.BUSIEST_CELL_SHARE.key(), round(Objects.requireNonNull(busiestCellShare)));
        }
        if (!cpuMHz.isEmpty()) {
            fields.put(QuietnessField.CPU_MHZ.key(), cpuMHz);
        }
        return fields;
    }

    private static double round(double share) {
        return Math.round(share * 10_000) / 10_000.0;
    }

    /** Sums over samples: others' CPU and steal against the samples' time times the CPUs. */
    private static final class Share {
        private double otherMillis;
        private double stealMillis;
        private double capacityMillis;
        private double millis;
        private int samples;

        void add(MachineActivity sample) {
            otherMillis += sample.otherCpuMillis();
            stealMillis += sample.stealMillis();
            capacityMillis += sample.windowMillis() * sample.cpus();
            millis += sample.windowMillis();
            samples++;
        }

        /** Others' share; the sum of signed samples is clamped at zero, the samples are not ({@link MachineActivity}). */
        double other() {
            return capacityMillis == 0 ? 0 : Math.max(0, otherMillis) / capacityMillis;
        }

        double steal() {
            return capacityMillis == 0 ? 0 : stealMillis / capacityMillis;
        }

        double both() {
            return other() + steal();
        }
    }
}
