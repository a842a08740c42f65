package persistencebench.write.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;
import persistencebench.write.triptables.SqlTripLoader;
import persistencebench.write.triptables.SqlTripTable;

/**
 * What the JDBC loaders share: one physical connection opened in the timed open (no pool, as the study's
 * {@code DriverManager.getConnection}), autocommit off, closed in the timed close.
 */
abstract class JdbcTripLoader extends SqlTripLoader {
    private final DataSource dataSource;
    private Connection connection;

    /**
     * @param resetStatements the table's statements that prepare it before each sample
     * @param dataSource      opens a new physical connection per request
     */
    JdbcTripLoader(DatabaseTarget target, Durability durability, SqlTripTable table, String resetStatements, DataSource dataSource) {
        super(target, durability, table, resetStatements);
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

    /** Timed: commits the sample's transaction and, where the engine's commit does not, brings it where the durability class promises ({@link #afterCommit}). */
    protected final void commit() throws SQLException {
        connection.commit();
        afterCommit(connection);
    }

    /** The sample's connection. */
    protected final Connection connection() {
        return connection;
    }
}
