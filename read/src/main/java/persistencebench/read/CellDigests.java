package persistencebench.read;

import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.ResultDigest;

/** Reads a cell's answer metrics back as a {@link ResultDigest}, and strips the bulky row keys before writing. */
final class CellDigests {

    private CellDigests() {
    }

    /** The cell's digest, count and row keys; rows are empty if already stripped. */
    static ResultDigest of(CellResult cell) {
        Object digest = cell.metric(CellField.RESULT_DIGEST);
        Object count = cell.metric(CellField.RESULT_COUNT);
        List<String> rows = cell.metric(CellField.RESULT_ROWS) instanceof List<?> list
                ? list.stream().map(String::valueOf).toList() : List.of();
        return new ResultDigest(digest == null ? "" : digest.toString(), count instanceof Number n ? n.longValue() : -1, rows);
    }

    /** Whether the cell has a non-empty digest. */
    static boolean hasDigest(CellResult cell) {
        return cell.metric(CellField.RESULT_DIGEST) instanceof String s && s.startsWith("sha256:");
    }

    /** Removes the row keys, which only serve comparisons in this run. */
    static void strip(CellResult cell) {
        cell.remove(CellField.RESULT_ROWS);
    }
}
