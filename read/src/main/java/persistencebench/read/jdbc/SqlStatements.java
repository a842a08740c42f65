package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The dialect's named statements ({@code <name>.sql} of {@link JdbcSql}) on one connection, prepared the way the
 * variant prepares them ({@link StatementPreparation}). Not thread-safe: like its connection, it is used by one thread
 * at a time in every mode (a service's own connection, the shared connection under its lock, a pooled connection while
 * borrowed). Closed before its connection; closing never closes the connection.
 */
interface SqlStatements extends AutoCloseable {

    /** The connection the statements run on, e.g. for binding an array parameter. */
    Connection connection();

    /** The dialect of the statements, e.g. {@code sqlite}. */
    String dialect();

    /**
     * Runs {@code query} on the statement {@code name}: {@code query} binds every parameter and closes the result sets it
     * opens; the statement stays the caller's to neither close nor keep.
     */
    <T> T query(String name, Query<T> query) throws SQLException;

    /** Closes the statements kept for later queries, if any. */
    @Override
    void close();

    /** What a query does with its statement. */
    @FunctionalInterface
    interface Query<T> {
        T run(PreparedStatement statement) throws SQLException;
    }
}
