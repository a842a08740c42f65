package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Consumer;

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

    /**
     * The physical connection behind {@code acquired} (what {@link #acquire()} returned), which lives as long as the
     * lease: statements kept across operations are prepared on it. The connection itself where the lease hands out
     * physical connections.
     */
    default Connection physical(Connection acquired) throws SQLException {
        return acquired;
    }

    /**
     * Runs {@code work} on every connection of the lease, all of them held meanwhile, outside any timing; on a pool
     * concurrently, one thread per connection, so {@code work} must be thread-safe.
     *
     * @return how many connections that was
     */
    int onEachConnection(Consumer<Connection> work) throws SQLException;

    /** How many connections the lease holds open now. */
    int openConnections();

    @Override
    void close();
}
