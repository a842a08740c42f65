package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.stream.StreamSupport;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.resultformat.TopField;

/** The study's console tables: every step with its outcome, then the memory wall. */
final class StudySummary {
    private static final int FAILURE_WIDTH = 70;
    private static final String ROOT_CAUSE = "root cause: ";

    private StudySummary() {
    }

    static String render(List<StepOutcome> outcomes, List<ObjectNode> wall) {
        ConsoleTable steps = new ConsoleTable("Step", "Outcome", "Seconds", "Cells ok", "Cells failed", "Cells skipped", "File");
        for (StepOutcome outcome : outcomes) {
            List<JsonNode> cells = outcome.content() == null ? List.of()
                    : StreamSupport.stream(outcome.content().path(TopField.RESULTS.key()).spliterator(), false).toList();
            long ok = cells.stream().filter(c -> c.path(CellField.OK.key()).asBoolean()).count();
            long skipped = cells.stream().filter(c -> c.has(CellField.SKIPPED.key())).count();
            steps.addRow(outcome.step().name(), outcome.outcome(), outcome.wallSeconds(), ok, cells.size() - ok - skipped, skipped,
                    outcome.file() == null ? outcome.reason() : outcome.file().getFileName());
        }
        StringBuilder text = new StringBuilder("\nScaling study: the steps\n").append(steps.render());
        if (!wall.isEmpty()) {
            ConsoleTable table = new ConsoleTable("Backend", "Variant", "Heap", "Largest answered", "First failed", "Failure");
            wall.forEach(entry -> table.addRow(entry.path(CellField.BACKEND.key()).asText(), entry.path(CellField.VARIANT.key()).asText(),
                    entry.path(ScalingField.HEAP.key()).asText(), text(entry, ScalingField.LARGEST_ANSWERED.key()),
                    text(entry, ScalingField.FIRST_FAILED.key()), shortened(text(entry, CellField.FAILURE.key()))));
            text.append("\nThe memory wall: the largest bookstore each object graph answered in each heap\n").append(table.render());
        }
        return text.toString();
    }

    private static String text(JsonNode node, String key) {
        JsonNode value = node.path(key);
        return value.isMissingNode() || value.isNull() ? "-" : value.asText();
    }

    /** A failure in a table's width: its root cause where the message names one (an engine wraps its heap's end). */
    private static String shortened(String text) {
        int cause = text.lastIndexOf(ROOT_CAUSE);
        String shown = cause < 0 ? text : text.substring(cause + ROOT_CAUSE.length()).replaceFirst("\\)$", "");
        return shown.length() <= FAILURE_WIDTH ? shown : shown.substring(0, FAILURE_WIDTH - 1) + "…";
    }
}
