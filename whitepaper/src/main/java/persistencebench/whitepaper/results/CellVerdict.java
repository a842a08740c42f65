package persistencebench.whitepaper.results;

import java.util.Objects;

/**
 * Whether a cell may be charted: {@link Status#OK} cells are, {@link Status#FAILED} cells (the harness
 * reported a failure) and {@link Status#UNVERIFIED} cells (they succeeded but their stored rows or answers
 * were not proven) never are; both are shown in their table row and listed on the first page.
 */
public record CellVerdict(Status status, String reason) {

    /** The three outcomes of a cell. */
    public enum Status { OK, FAILED, UNVERIFIED }

    private static final CellVerdict OK = new CellVerdict(Status.OK, "");

    /** The verdict on {@code cell} of a {@code kind} run. */
    public static CellVerdict of(BenchmarkKind kind, ResultCell cell) {
        if (cell.failed()) {
            return new CellVerdict(Status.FAILED, cell.failure() == null ? "no reason recorded" : cell.failure());
        }
        String unproven = kind == BenchmarkKind.WRITE ? unprovenWrite(cell) : unprovenRead(cell);
        return unproven == null ? OK : new CellVerdict(Status.UNVERIFIED, unproven);
    }

    /** Whether the cell may be charted. */
    public boolean chartable() {
        return status == Status.OK;
    }

    private static String unprovenWrite(ResultCell cell) {
        if (!BenchmarkKind.STORE_PHASE.equals(cell.phase())) {
            return null;
        }
        if (!Boolean.TRUE.equals(cell.checksumOk())) {
            return cell.checksumOk() == null ? "no checksum verdict recorded"
                    : "the stored rows' checksum does not match the input";
        }
        if (cell.rowsStored() == null || !Objects.equals(cell.rowsStored(), cell.rowsExpected())) {
            return "stored " + cell.rowsStored() + " rows but " + cell.rowsExpected() + " were expected";
        }
        return null;
    }

    private static String unprovenRead(ResultCell cell) {
        if (cell.resultDigest() == null || cell.resultDigest().isBlank()) {
            return "no result digest, so its answer cannot be compared with the other backends";
        }
        int empty = cell.resultCountsPerQuery().indexOf(0L);
        if (empty >= 0) {
            return "query " + (empty + 1) + " of a sample returned no rows";
        }
        return null;
    }
}
