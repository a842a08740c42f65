package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Where one operation of a {@code concurrentReads} cell gets its connection and how it gives it back: the only thing
 * the two connection modes change ({@link SharedConnection}, {@link PooledConnections}).
 */
interface ConnectionLease extends AutoCloseable {

    /** Opens the connection or the pool, outside any timing. */
    void open() throws SQLException;

    /** The connection for one operation, waiting while none is free. */
    Connection acquire() throws SQLException;

    /** Gives back what {@link #acquire()} returned. */
    void release(Connection connection) throws SQLException;

    @Override
    void close();
}
