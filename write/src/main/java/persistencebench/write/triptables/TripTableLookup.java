package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.readback.TripLookup;

/**
 * The trip table read by id for the read-back phases: one connection, both statements prepared once and reused, as
 * a JDBC application reading by key would (pgJDBC switches them to server-side prepared statements after its
 * prepareThreshold of 5 executions). Scans are primary-key range reads in id order. The connection stays in
 * auto-commit and is not marked read-only: pgJDBC applies read-only only to explicit transactions, and xerial's SQLite
 * driver refuses to change the flag on an open connection.
 */
public final class TripTableLookup implements TripLookup {
    private final Connection connection;
    private final PreparedStatement byId;
    private final PreparedStatement range;

    /** Takes over {@code connection} and closes it with the lookup. */
    public TripTableLookup(Connection connection, TripTable table) throws SQLException {
        this.connection = connection;
        try {
            this.byId = connection.prepareStatement(table.statement("by-id"));
            this.range = connection.prepareStatement(table.statement("range"));
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public Trip get(long id) throws SQLException {
        byId.setLong(1, id);
        try (ResultSet rows = byId.executeQuery()) {
            return rows.next() ? TripTableRows.trip(rows) : null;
        }
    }

    @Override
    public void scan(long firstId, int count, TripConsumer sink) throws Exception {
        range.setLong(1, firstId);
        range.setLong(2, firstId + count);
        try (ResultSet rows = range.executeQuery()) {
            while (rows.next()) {
                sink.accept(TripTableRows.trip(rows));
            }
        }
    }

    @Override
    public String scanKind() {
        return "ordered (primary-key range)";
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
