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

    private StudySummary() {
    }

    static String render(List<StepOutcome> outcomes, List<ObjectNode> wall) {
        ConsoleTable steps = new ConsoleTable("Step", "Outcome", "Seconds", "Cells ok", "Cells failed", "File");
        for (StepOutcome outcome : outcomes) {
            List<JsonNode> cells = outcome.content() == null ? List.of()
                    : StreamSupport.stream(outcome.content().path(TopField.RESULTS.key()).spliterator(), false).toList();
            long ok = cells.stream().filter(c -> c.path(CellField.OK.key()).asBoolean()).count();
            steps.addRow(outcome.step().name(), outcome.outcome(), outcome.wallSeconds(), ok, cells.size() - ok,
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

    private static String shortened(String text) {
        return text.length() <= FAILURE_WIDTH ? text : text.substring(0, FAILURE_WIDTH - 1) + "…";
    }
}
