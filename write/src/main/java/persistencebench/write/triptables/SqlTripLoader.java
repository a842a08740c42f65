package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.SQLException;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;

/**
 * The untimed frame every SQL loader shares: {@link #reset} empties its table on a connection of its own and notes
 * the WAL position; {@link #inspect} reads back, on another new connection, the server's digest of the table, its
 * size and the WAL written since. Subclasses open, store and close with what they acquire in {@code open}.
 */
public abstract class SqlTripLoader implements TripLoader {
    private final DatabaseTarget target;
    private final SqlTripTable table;
    private String walBefore;

    protected SqlTripLoader(DatabaseTarget target, SqlTripTable table) {
        this.target = target;
        this.table = table;
    }

    protected DatabaseTarget target() {
        return target;
    }

    protected SqlTripTable table() {
        return table;
    }

    @Override
    public final void reset() throws SQLException {
        try (Connection connection = target.connect()) {
            table.reset(connection);
            walBefore = table.walPosition(connection);
        }
    }

    @Override
    public final StoredTrips inspect() throws SQLException {
        try (Connection connection = target.connect()) {
            Long walBytes = table.walBytesSince(connection, walBefore);
            return new StoredTrips(table.digest(connection), table.diskBytes(connection), walBytes);
        }
    }
}
