package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import persistencebench.harness.durability.Durability;
import persistencebench.model.taxi.Trip;
import persistencebench.write.singleops.TripOperations;

/**
 * The trip table changed and read one row at a time, for the single-operation phases: one connection in auto-commit,
 * so every statement is its own committed transaction (durable per the server's durability class when it returns),
 * followed by the table's {@code after-operation} statements where the engine's commit does not keep that promise
 * (H2); the table's {@code insert}, {@code by-id}, {@code update-fare} and {@code delete} statements prepared once and
 * reused, as an application doing single operations would (pgJDBC switches them to server-side prepared statements
 * after its prepareThreshold of 5 executions).
 */
public final class TripTableOperations implements TripOperations {
    private final Connection connection;
    private final TripTable table;
    private final Durability durability;
    private final PreparedStatement insert;
    private final PreparedStatement byId;
    private final PreparedStatement updateFare;
    private final PreparedStatement delete;

    /** Takes over {@code connection} and closes it with the operations. */
    public TripTableOperations(Connection connection, TripTable table, Durability durability) throws SQLException {
        this.connection = connection;
        this.table = table;
        this.durability = durability;
        try {
            connection.setAutoCommit(true);
            this.insert = connection.prepareStatement(table.statement("insert"));
            this.byId = connection.prepareStatement(table.statement("by-id"));
            this.updateFare = connection.prepareStatement(table.statement("update-fare"));
            this.delete = connection.prepareStatement(table.statement("delete"));
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public void insert(long id, Trip trip) throws SQLException {
        TripTableRows.bind(insert, id, trip);
        insert.executeUpdate();
        table.afterOperation(connection, durability);
    }

    @Override
    public Trip get(long id) throws SQLException {
        byId.setLong(1, id);
        try (ResultSet rows = byId.executeQuery()) {
            return rows.next() ? TripTableRows.trip(rows) : null;
        }
    }

    @Override
    public boolean updateFare(long id, double fareAmount) throws SQLException {
        updateFare.setDouble(1, fareAmount);
        updateFare.setLong(2, id);
        int rows = updateFare.executeUpdate();
        table.afterOperation(connection, durability);
        return rows == 1;
    }

    @Override
    public void delete(long id) throws SQLException {
        delete.setLong(1, id);
        int rows = delete.executeUpdate();
        table.afterOperation(connection, durability);
        if (rows != 1) {
            throw new SQLException("deleting trip " + id + " deleted " + rows + " rows");
        }
    }

    /** The table's {@code quiesce} statements on the operations' connection ({@link SqlTripTable#quiesce}). */
    @Override
    public String quiesce() throws SQLException {
        return table.quiesce(connection);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
