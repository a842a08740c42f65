package persistencebench.scaling;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The study's progress line after every step: how many steps are done and when the study will end. Each part's rest
 * is priced on the {@link GrowthLine} of its steps' times so far; a part with one step timed prices every later step
 * of it at that step's time, one with none leaves its steps unpriced, and either makes the ETA a lower bound, which
 * the line says. The programs print their own progress inside a step.
 */
final class StepProgress {
    private final List<ScalingStep> steps;
    private final PrintStream out;
    private final Map<Case, GrowthLine> timed = new EnumMap<>(Case.class);
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
            timed.computeIfAbsent(step.kind(), kind -> new GrowthLine()).add(step.weight(), outcome.wallSeconds());
        }
        double left = 0;
        boolean lowerBound = false;
        for (ScalingStep later : steps.subList(done, steps.size())) {
            GrowthLine line = timed.getOrDefault(later.kind(), new GrowthLine());
            lowerBound |= line.size() < 2;
            left += line.at(later.weight());
        }
        out.printf(Locale.ROOT, "[scaling %d/%d] %s %s %s %s; ETA %s%s%n", done, steps.size(), step.name(), outcome.outcome(),
                outcome.kept() ? "earlier, kept; it took" : "in", minutes(outcome.wallSeconds()), lowerBound ? "at least " : "",
                minutes(Math.round(left)));
    }

    private static String minutes(long seconds) {
        return seconds < 60 ? seconds + " s" : String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
    }
}
