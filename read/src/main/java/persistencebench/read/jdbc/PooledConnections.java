package persistencebench.read.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Consumer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.read.sql.ConnectionPools;

/**
 * A HikariCP pool with as many connections as the cell has threads ({@code maximumPoolSize} = {@code minimumIdle} =
 * threads), each operation borrowing one and closing it to give it back: the pool Hibernate's cells read through
 * ({@link ConnectionPools}), its connections settled as the shared one (each operation a read-only transaction), so the
 * two modes differ only in how many connections there are. {@link #open()} borrows every connection at once, so the
 * pool is full before any cell measures, and no connection retires to come back cold while one does.
 */
final class PooledConnections implements ConnectionLease {
    static final String DESCRIPTION = "a HikariCP pool of as many connections as threads (maximumPoolSize = minimumIdle = threads);"
            + " each operation borrows one and runs as one read-only transaction (auto-commit off; SQLite unmarked)";
    private final DatabaseTarget target;
    private final int size;
    private HikariDataSource pool;

    PooledConnections(DatabaseTarget target, int size) {
        this.target = target;
        this.size = size;
    }

    @Override
    public void open() throws SQLException {
        pool = ConnectionPools.open(target, "jdbc-concurrent-" + size, size, size);
        ConnectionPools.onEachConnection(pool, size, connection -> { });
    }

    @Override
    public Connection acquire() throws SQLException {
        return pool.getConnection();
    }

    @Override
    public void release(Connection connection) throws SQLException {
        connection.close();
    }

    /** The driver's connection behind the pool's handle (HikariCP unwraps to its delegate), the same on every borrow. */
    @Override
    public Connection physical(Connection acquired) throws SQLException {
        return acquired.unwrap(Connection.class);
    }

    @Override
    public int onEachConnection(Consumer<Connection> work) throws SQLException {
        return ConnectionPools.onEachConnection(pool, size, work);
    }

    @Override
    public int openConnections() {
        return ConnectionPools.openConnections(pool);
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
            pool = null;
        }
    }
}
