package persistencebench.write.triptables;

/**
 * The driver URL parameters an expert of each engine puts on the connection of a one-transaction bulk load, on top of
 * the tuned server profile's settings (a later URL parameter overrides an earlier one of the same name): only where
 * the load wants a setting the profile's other users (read-back, single operations) must not have. Used by the tuned
 * JDBC and Hibernate loaders of the keyed {@code trip} table.
 */
public final class BulkLoadUrlParameters {

    private BulkLoadUrlParameters() {
    }

    /** The parameters for {@code engine}, empty when its load runs on the profile's settings alone. */
    public static String of(String engine) {
        return switch (engine) {
            // The tuned profile's WAL would write every page twice in the timed commit: into the WAL, then by the
            // checkpoint into the file; sqlite.org/wal.html advises a rollback journal for transactions of more than a
            // few dozen MB. TRUNCATE, not DELETE: under synchronous=FULL (or EXTRA) the commit forces the truncated
            // journal, where DELETE's unlink is only forced under EXTRA. The trip table's reset has already put the
            // file in this mode, untimed (sqlite/trip-reset.sql); the next connection of the profile puts it back into
            // WAL. What was measured: docs/method.md, "Why the defaults are what they are".
            case "sqlite" -> "journal_mode=TRUNCATE";
            default -> "";
        };
    }
}
