package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The statements of each connection a {@link ConnectionLease} hands out, for the life of the lease: one operation
 * asks for those of the connection it acquired and uses them until it gives the connection back. Closed before the lease.
 */
@FunctionalInterface
interface LeasedStatements extends AutoCloseable {

    /** The statements of {@code acquired}, a connection the calling thread holds from the lease. */
    SqlStatements of(Connection acquired) throws SQLException;

    /** Closes what was kept across operations; nothing by default. */
    @Override
    default void close() {
    }
}
