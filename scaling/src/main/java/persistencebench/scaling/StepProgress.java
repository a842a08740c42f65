package persistencebench.scaling;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The study's progress line after every step: how many steps are done and when the study will end. A step's time
 * grows with its weight (purchases or trips), so the rest of each part is its weight left at the seconds per unit of
 * weight its steps took so far; a part none of whose steps has run yet is not priced, and the line says the ETA is a
 * lower bound. The programs print their own progress inside a step.
 */
final class StepProgress {
    private final List<ScalingStep> steps;
    private final PrintStream out;
    private final Map<Case, Double> seconds = new EnumMap<>(Case.class);
    private final Map<Case, Double> weight = new EnumMap<>(Case.class);
    private int done;

    StepProgress(List<ScalingStep> steps, PrintStream out) {
        this.steps = List.copyOf(steps);
        this.out = out;
    }

    void starting(ScalingStep step) {
        out.printf(Locale.ROOT, "%n[scaling step %d/%d] %s%s%n", done + 1, steps.size(), step.name(),
                step.heap() == null ? "" : " (forks at -Xmx" + step.heap() + ")");
    }

    void finished(ScalingStep step, StepOutcome outcome) {
        done++;
        if (outcome.wallSeconds() > 0) {
            seconds.merge(step.kind(), (double) outcome.wallSeconds(), Double::sum);
            weight.merge(step.kind(), (double) step.weight(), Double::sum);
        }
        double left = 0;
        boolean unpriced = false;
        for (ScalingStep later : steps.subList(done, steps.size())) {
            Double rate = weight.containsKey(later.kind()) ? seconds.get(later.kind()) / weight.get(later.kind()) : null;
            if (rate == null) {
                unpriced = true;
            } else {
                left += rate * later.weight();
            }
        }
        out.printf(Locale.ROOT, "[scaling %d/%d] %s %s in %s; ETA %s%s%n", done, steps.size(), step.name(), outcome.outcome(),
                minutes(outcome.wallSeconds()), unpriced ? "at least " : "", minutes(Math.round(left)));
    }

    private static String minutes(long seconds) {
        return seconds < 60 ? seconds + " s" : String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
    }
}
