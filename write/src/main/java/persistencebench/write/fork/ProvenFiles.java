package persistencebench.write.fork;

import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;

/**
 * What a cell's first fork proved of a store whose files the same trips make alike ({@link
 * persistencebench.write.plugin.TripLoader#reproducibleFiles}): the SHA-256 of the files it read back in full and what
 * that read-back found. A later fork whose files have the same SHA-256 holds the same trips byte for byte, so it is
 * proven by the comparison; one whose files differ is read back in full (docs/method.md, "What the main job measures").
 *
 * @param filesSha256  the SHA-256 of the proven files ({@link CellField#STORED_FILES_SHA256})
 * @param rowsStored   the rows the read-back found
 * @param tripChecksum the digest the read-back found, equal to the CSV's
 * @param diskBytes    the files' bytes
 */
public record ProvenFiles(String filesSha256, long rowsStored, String tripChecksum, long diskBytes) {

    /** What {@code firstFork} proved, or null where it proved no reproducible files (or failed). */
    public static ProvenFiles of(CellResult firstFork) {
        if (firstFork.ok() && firstFork.metric(CellField.STORED_FILES_SHA256) instanceof String sha256
                && Boolean.TRUE.equals(firstFork.metric(CellField.CHECKSUM_OK)) && firstFork.metric(CellField.ROWS_STORED) instanceof Number rows
                && firstFork.metric(CellField.TRIP_CHECKSUM) instanceof String checksum && firstFork.metric(CellField.DISK_BYTES) instanceof Number bytes) {
            return new ProvenFiles(sha256, rows.longValue(), checksum, bytes.longValue());
        }
        return null;
    }
}
