package persistencebench.write.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.SqlTripLoader;
import persistencebench.write.triptables.SqlTripTable;

/**
 * What the JDBC loaders share: one physical connection opened in the timed open (no pool, as the study's
 * {@code DriverManager.getConnection}), autocommit off, closed in the timed close; and batched inserts.
 */
abstract class JdbcTripLoader extends SqlTripLoader {
    private final DataSource dataSource;
    private Connection connection;

    /** @param dataSource opens a new physical connection per request */
    JdbcTripLoader(DatabaseTarget target, SqlTripTable table, DataSource dataSource) {
        super(target, table);
        this.dataSource = dataSource;
    }

    @Override
    public final void open() throws SQLException {
        connection = dataSource.getConnection();
        connection.setAutoCommit(false);
    }

    @Override
    public final void close() throws SQLException {
        Connection closing = connection;
        connection = null;
        closing.close();
    }

    @Override
    public final void release() throws SQLException {
        if (connection != null) {
            try {
                connection.close();
            } finally {
                connection = null;
            }
        }
    }

    /** The sample's connection. */
    protected final Connection connection() {
        return connection;
    }

    /** Binds one trip, the {@code rowNumber}-th (1-based) the CSV delivered, to the insert statement's parameters. */
    @FunctionalInterface
    interface RowBinder {
        void bind(PreparedStatement insert, long rowNumber, Trip trip) throws SQLException;
    }

    /**
     * The table's insert statement, one {@code addBatch} per trip, {@code executeBatch} every {@code batchSize} trips and
     * once more for the last partial batch, then one commit.
     */
    protected final void insertInBatches(TripSource trips, int batchSize, RowBinder binder) throws Exception {
        try (PreparedStatement insert = connection.prepareStatement(table().statement("insert"))) {
            long[] rows = {0};
            trips.forEach(trip -> {
                binder.bind(insert, ++rows[0], trip);
                insert.addBatch();
                if (rows[0] % batchSize == 0) {
                    insert.executeBatch();
                }
            });
            if (rows[0] % batchSize != 0) {
                insert.executeBatch();
            }
        }
        connection.commit();
    }
}
