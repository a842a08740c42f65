package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.read.sql.ConnectionPools;

/**
 * The reference's "single shared connection": one physical connection that every thread uses, one operation at a
 * time, under an unfair lock (a fair one hands the connection over in arrival order at the price of a context switch
 * per hand-over, which would measure the lock rather than the driver; the JDK's Javadoc warns fair locks are often
 * much slower). The lock is the caller's synchronization the drivers ask for: pgJDBC makes no guarantee that calls on
 * one connection from several threads are synchronized (its "multithreaded environment" page leaves it to the caller);
 * Connector/J documents no such guarantee either; H2 synchronizes calls on one connection itself and SQLite runs in
 * serialized mode (xerial builds it with {@code SQLITE_THREADSAFE=1}), so for those two the lock only moves the waiting
 * from inside the driver to here and keeps one operation's statements together. Settled as the pools' connections are
 * ({@link ConnectionPools#settle}: each operation a read-only transaction).
 */
final class SharedConnection implements ConnectionLease {
    static final String DESCRIPTION = "one JDBC connection shared by every thread, one operation at a time (our lock, unfair: pgJDBC"
            + " and Connector/J leave synchronizing a connection to the caller; H2 and SQLite serialize calls on one connection"
            + " themselves); each operation one read-only transaction (auto-commit off; SQLite unmarked)";
    private final DatabaseTarget target;
    private final ReentrantLock lock = new ReentrantLock();
    private Connection connection;

    SharedConnection(DatabaseTarget target) {
        this.target = target;
    }

    @Override
    public void open() throws SQLException {
        connection = target.directDataSource().getConnection();
        ConnectionPools.settle(connection, target.engine());
    }

    @Override
    public Connection acquire() {
        lock.lock();
        return connection;
    }

    @Override
    public void release(Connection acquired) {
        lock.unlock();
    }

    @Override
    public int onEachConnection(Consumer<Connection> work) {
        work.accept(acquire());
        release(connection);
        return 1;
    }

    @Override
    public int openConnections() {
        return connection == null ? 0 : 1;
    }

    @Override
    public void close() {
        try {
            JdbcReadException.close(connection, "closing the shared connection failed");
        } finally {
            connection = null;
        }
    }
}
