package persistencebench.whitepaper.results;

import java.util.Optional;

/**
 * The write case's sample plan as a write result file records it ({@code environment.execution.samplePlan},
 * {@code docs/method.md}, "Samples and forks (defaults)"), so the document states the numbers the run used.
 *
 * @param minSamples      samples a cell whose one sample fits the budget takes at least, each in a fork of its own
 * @param studyMinSamples samples the study's own approach and a tuned cell take at least, whatever one takes
 * @param maxSamples      samples a cell takes at most ({@code -Diterations})
 * @param budgetSeconds   the time the samples of a cell may take ({@code -DsampleBudget}); 0 for no budget
 * @param leavesOut       whether a cell whose one sample outlasts the budget, and that is neither tuned nor the study's
 *                        own approach, was left out after its first fork's warm-ups (false in files written before the rule)
 */
public record WriteSamplePlan(int minSamples, int studyMinSamples, int maxSamples, int budgetSeconds, boolean leavesOut) {

    /** The plan of {@code environment}'s run; empty for a file written before it was recorded as numbers. */
    public static Optional<WriteSamplePlan> of(Environment environment) {
        return Optional.ofNullable(environment).flatMap(e -> e.executionPart("samplePlan", "minSamples"))
                .map(node -> new WriteSamplePlan(node.path("minSamples").asInt(), node.path("studyMinSamples").asInt(),
                        node.path("maxSamples").asInt(), node.path("budgetSeconds").asInt(), node.path("leavesOutOverBudget").asBoolean()));
    }
}
