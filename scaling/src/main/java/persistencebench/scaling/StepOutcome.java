package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import persistencebench.harness.resultformat.TopField;

/**
 * What one step gave: its program's result file (read back) and how the program ended.
 *
 * @param step        the step
 * @param file        the program's finished result file, null when it wrote none
 * @param content     that file's JSON, null with it
 * @param exitCode    the program's exit code (0 for a kept step)
 * @param wallSeconds how long the program ran: now, or for a step kept from an interrupted study, then (0 if unknown)
 * @param kept        whether the step's program had finished before this study's run began, so it did not run now
 * @param outcome     {@code measured}, {@code failed} (cells failed or the backends disagreed) or {@code not run}
 * @param reason      why a step failed or did not run, one line; null for a measured one
 */
record StepOutcome(ScalingStep step, Path file, JsonNode content, int exitCode, long wallSeconds, boolean kept, String outcome,
                   String reason) {
    static final String MEASURED = "measured";
    static final String FAILED = "failed";
    static final String NOT_RUN = "not run";

    static StepOutcome of(ScalingStep step, Path file, int exitCode, long wallSeconds, boolean kept) {
        JsonNode content = StepRunner.read(file);
        boolean verified = StepRunner.verified(content).orElse(false);
        String reason = null;
        if (!verified) {
            JsonNode problems = content.path(TopField.VERIFICATION.key()).path("problems");
            reason = problems.isArray() && !problems.isEmpty() ? problems.size() + " problem(s), the first: " + problems.get(0).asText()
                    : "its result file is not verified";
        }
        return new StepOutcome(step, file, content, exitCode, wallSeconds, kept, verified ? MEASURED : FAILED, reason);
    }

    static StepOutcome notRun(ScalingStep step, String reason) {
        return new StepOutcome(step, null, null, -1, 0, false, NOT_RUN, reason);
    }
}
