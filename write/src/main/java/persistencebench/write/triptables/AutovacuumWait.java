package persistencebench.write.triptables;

import java.sql.SQLException;
import java.time.Duration;
import java.util.OptionalInt;
import persistencebench.write.singleops.IdleWait;

/**
 * The untimed, bounded wait before a SQL sample opens until no autovacuum worker runs on the benchmark database. The
 * trip tables have autovacuum off, but the catalog churn of truncating and re-keying them can start a worker on
 * other tables; its I/O and CPU would otherwise be charged to the sample. When the bound passes the sample goes
 * ahead and the cell records {@code autovacuumBusy}.
 */
final class AutovacuumWait {
    /** How long a sample waits at most: far longer than a catalog vacuum takes. */
    static final Duration LIMIT = Duration.ofSeconds(60);

    /** Counts the running autovacuum workers; empty when the database has no autovacuum. */
    @FunctionalInterface
    interface Workers {
        OptionalInt count() throws SQLException;
    }

    private AutovacuumWait() {
    }

    /**
     * Polls {@code workers} until none runs or {@code limit} has passed.
     *
     * @return whether the database was quiet within the limit (also when it has no autovacuum)
     */
    static boolean untilQuiet(Workers workers, Duration limit) throws SQLException, InterruptedException {
        return IdleWait.until(() -> workers.count().orElse(0), limit);
    }
}
