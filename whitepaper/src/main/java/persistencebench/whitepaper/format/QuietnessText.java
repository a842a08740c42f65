package persistencebench.whitepaper.format;

import java.util.Locale;
import java.util.Optional;
import persistencebench.harness.measure.MachineQuietness;
import persistencebench.whitepaper.results.Quietness;

/** What a run's {@code quietness} says, in one sentence ({@code docs/method.md}, "A quiet machine"). */
public final class QuietnessText {

    private QuietnessText() {
    }

    public static String of(Optional<Quietness> recorded) {
        if (recorded.isEmpty()) {
            return "not recorded (a file written before the machine's activity was, or a machine without /proc/stat)";
        }
        Quietness q = recorded.get();
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "others took %s of the CPU time during the %s samples (%s s): other processes %s, the hypervisor %s;"
                        + " a published run allows %s",
                percent(q.share()), Quantities.count(q.samples()), Quantities.count(Math.round(q.sampleSeconds())),
                percent(q.otherCpuShare()), percent(q.stealShare()), percent(MachineQuietness.LIMIT)));
        if (q.busiestCell() != null && q.busiestCellShare() != null) {
            text.append("; the most, ").append(percent(q.busiestCellShare())).append(", during ").append(q.busiestCell());
        }
        if (!q.cpuMHz().isEmpty()) {
            double low = q.cpuMHz().get(0);
            double high = q.cpuMHz().get(q.cpuMHz().size() - 1);
            text.append("; CPU clock reported ").append(Math.round(low) == Math.round(high)
                    ? Quantities.count(Math.round(low)) : Quantities.count(Math.round(low)) + " to " + Quantities.count(Math.round(high)))
                    .append(" MHz");
        }
        return text.toString();
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }
}
