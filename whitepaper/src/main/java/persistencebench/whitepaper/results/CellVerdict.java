package persistencebench.whitepaper.results;

import java.util.Objects;

/**
 * Whether a cell may be charted: {@link Status#OK} cells are, {@link Status#FAILED} cells (the harness
 * reported a failure) and {@link Status#UNVERIFIED} cells (they succeeded but their stored rows or answers
 * were not proven) never are; both are shown in their table row and listed on the first page. A
 * {@link Status#SKIPPED} cell was not measured (the run lacked what it needs, e.g. a server): it is never
 * charted and is shown with its reason, but it neither failed nor makes the document a draft.
 */
public record CellVerdict(Status status, String reason) {

    /** The four outcomes of a cell. */
    public enum Status { OK, FAILED, UNVERIFIED, SKIPPED }

    private static final CellVerdict OK = new CellVerdict(Status.OK, "");

    /** The verdict on {@code cell} of a {@code kind} run. */
    public static CellVerdict of(BenchmarkKind kind, ResultCell cell) {
        if (cell.isSkipped()) {
            return new CellVerdict(Status.SKIPPED, cell.skipped());
        }
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

    /** Whether the cell ran but failed or could not be verified: what makes a document a draft. */
    public boolean faulty() {
        return status == Status.FAILED || status == Status.UNVERIFIED;
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
