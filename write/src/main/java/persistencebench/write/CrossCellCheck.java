package persistencebench.write;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * Proves that every cell of a run read the same trips: the first cell that finished sets the reference
 * row count and checksum digest, every later one must match it. Returns one-line problems for the result file.
 */
final class CrossCellCheck {
    private Long referenceRows;
    private String referenceDigest;
    private String referenceCell;

    List<String> check(CellResult cell) {
        List<String> problems = new ArrayList<>();
        if (!cell.ok()) {
            problems.add(cell.label() + " failed: " + cell.failure());
            return problems;
        }
        Object rows = cell.metric(CellSpec.LOAD_ONLY_PHASE.equals(cell.phase()) ? "rowsRead" : "rowsExpected");
        Object digest = cell.metric("tripChecksum");
        if (!(rows instanceof Number) || !(digest instanceof String)) {
            problems.add(cell.label() + " reported no row count or checksum");
            return problems;
        }
        if (referenceRows == null) {
            referenceRows = ((Number) rows).longValue();
            referenceDigest = (String) digest;
            referenceCell = cell.label();
            return problems;
        }
        if (((Number) rows).longValue() != referenceRows) {
            problems.add(cell.label() + " read " + rows + " trips but " + referenceCell + " read " + referenceRows);
        }
        if (!digest.equals(referenceDigest)) {
            problems.add(cell.label() + " has trip checksum " + digest + " but " + referenceCell + " has " + referenceDigest);
        }
        return problems;
    }

    /** The row count all cells agree on, or null before the first successful cell. */
    Long rows() {
        return referenceRows;
    }
}
