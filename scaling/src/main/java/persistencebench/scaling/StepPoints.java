package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.resultformat.TopField;
import persistencebench.model.bookstore.BookstoreEntityType;

/**
 * The points of one step: one per cell of its program's result file, the cell's figures under their own names with
 * the step's case, size and heap, so the white paper draws a curve per cell across the steps without opening the
 * step files. The concurrent readers are not part of the study, so no such cell exists.
 */
final class StepPoints {
    /** What a point copies from its cell, where the cell has it. */
    private static final List<CellField> COPIED = List.of(CellField.ID, CellField.BACKEND, CellField.VARIANT, CellField.DATABASE,
            CellField.PHASE, CellField.TEMPERATURE, CellField.OK, CellField.FAILURE, CellField.SKIPPED, CellField.MEDIAN_MILLIS,
            CellField.GEOMEAN_MILLIS, CellField.CI95, CellField.CI_UNITS, CellField.CI_OF, CellField.OPEN_MILLIS, CellField.WORK_MILLIS, CellField.LIVE_HEAP_BYTES,
            CellField.PEAK_HEAP_BYTES, CellField.MAX_HEAP_BYTES, CellField.RESIDENT_BYTES, CellField.SERVER_RESIDENT_BYTES,
            CellField.ROWS_STORED, CellField.ROWS_PER_SECOND, CellField.DISK_BYTES,
            CellField.CHECKSUM_OK, CellField.RESULT_DIGEST, CellField.DURABILITY, CellField.QUERIES_PER_SAMPLE, CellField.RESULT_COUNT);

    private StepPoints() {
    }

    static List<ObjectNode> of(StepOutcome outcome) {
        List<ObjectNode> points = new ArrayList<>();
        if (outcome.content() == null) {
            return points;
        }
        ScalingStep step = outcome.step();
        long scale = scale(step, outcome.content());
        for (JsonNode cell : outcome.content().path(TopField.RESULTS.key())) {
            ObjectNode point = step.describe(Json.mapper().createObjectNode());
            point.put(ScalingField.SCALE.key(), scale);
            for (CellField field : COPIED) {
                JsonNode value = cell.get(field.key());
                if (value != null && !value.isNull()) {
                    point.set(field.key(), value);
                }
            }
            JsonNode disk = cell.get(CellField.DISK_BYTES.key());
            JsonNode rows = cell.get(CellField.ROWS_STORED.key());
            if (disk != null && disk.isNumber() && rows != null && rows.asLong() > 0) {
                point.put(ScalingField.BYTES_PER_ROW.key(), disk.asDouble() / rows.asLong());
            }
            points.add(point);
        }
        return points;
    }

    /** The step's dataset size as a number: the bookstore's purchases as its file counts them, or the trips. */
    private static long scale(ScalingStep step, JsonNode file) {
        if (step.kind() == Case.WRITE) {
            return step.rows();
        }
        return file.path(TopField.DATASET.key()).path(DatasetField.COUNTS.key()).path(BookstoreEntityType.PURCHASE.key()).asLong(step.weight());
    }
}
