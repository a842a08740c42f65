package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TripConsumer;
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
            return rows.next() ? trip(rows) : null;
        }
    }

    @Override
    public void scan(long firstId, int count, TripConsumer sink) throws Exception {
        range.setLong(1, firstId);
        range.setLong(2, firstId + count);
        try (ResultSet rows = range.executeQuery()) {
            while (rows.next()) {
                sink.accept(trip(rows));
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

    private static Trip trip(ResultSet r) throws SQLException {
        return new Trip(nullableInt(r, 1), r.getObject(2, LocalDateTime.class), r.getObject(3, LocalDateTime.class),
                nullableInt(r, 4), r.getDouble(5), nullableInt(r, 6), r.getString(7), r.getInt(8), r.getInt(9),
                nullableInt(r, 10), r.getDouble(11), r.getDouble(12), r.getDouble(13), r.getDouble(14), r.getDouble(15),
                r.getDouble(16), r.getDouble(17), nullableDouble(r, 18));
    }

    /** A nullable column read with getInt + wasNull: sqlite-jdbc's getObject(i, Integer.class) rejects a NULL. */
    private static Integer nullableInt(ResultSet r, int column) throws SQLException {
        int value = r.getInt(column);
        return r.wasNull() ? null : value;
    }

    private static Double nullableDouble(ResultSet r, int column) throws SQLException {
        double value = r.getDouble(column);
        return r.wasNull() ? null : value;
    }
}
