package persistencebench.read.sql;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import persistencebench.harness.db.DatabaseTarget;

/**
 * The HikariCP pools of the SQL read backends: the tuned Hibernate variant's, created inside the timed open, and the
 * pools of the {@code concurrentReads} cells (JDBC's and Hibernate's alike). Created and validated up front
 * (construction fails fast when the database is unreachable); a thread waits for a connection as long as the operations
 * ahead of it take (with one connection and eight threads, seven operations), never failing for a timeout shorter than
 * a slow query. Connections never retire ({@code maxLifetime} 0): HikariCP's default replaces each after 30 minutes,
 * and a replacement opened while a cell measures would arrive cold (no statement prepared on it) in the timed region.
 * <p>
 * Every connection, pooled or not ({@link #settle}), reads in transactions the same way on every engine: auto-commit
 * off (each operation is one transaction its caller commits, as a Hibernate session's; Hibernate is told auto-commit is
 * off and does not switch it) and read-only where the driver can mark an open connection so. What read-only does
 * differs by engine, equally for JDBC and Hibernate: pgJDBC (its default {@code readOnlyMode=transaction}) begins each
 * transaction {@code BEGIN READ ONLY}; MariaDB Connector/J ({@code readOnlyPropagatesToServer}, on by default in 3 and
 * 4) sends {@code SET SESSION TRANSACTION READ ONLY}, so InnoDB runs each transaction as a read-only one; H2's driver
 * takes it as a hint and changes nothing. xerial's SQLite driver refuses to mark an open connection (only a connection
 * opened read-only through its {@code SQLiteConfig}, or every connection under {@code jdbc.explicit_readonly}, which
 * turns each transaction into {@code BEGIN IMMEDIATE}, a write lock that would serialize the readers); a SQLite read
 * takes the same shared lock (WAL: a read mark) either way, so SQLite connections stay unmarked.
 */
public final class ConnectionPools {
    private static final long WAIT_MILLIS = 600_000;

    private ConnectionPools() {
    }

    /** Creates the pool; its first connection is opened before this returns. */
    public static HikariDataSource open(DatabaseTarget target, String poolName, int maximumSize, int minimumIdle) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.jdbcUrl());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setPoolName(poolName);
        config.setMaximumPoolSize(maximumSize);
        config.setMinimumIdle(minimumIdle);
        config.setConnectionTimeout(WAIT_MILLIS);
        config.setMaxLifetime(0);
        config.setAutoCommit(false);
        config.setReadOnly(markable(target.engine()));
        config.setInitializationFailTimeout(10_000);
        return new HikariDataSource(config);
    }

    /** Settles a connection opened without a pool as the pools settle theirs: auto-commit off, read-only where markable. */
    public static void settle(Connection connection, String engine) throws SQLException {
        connection.setAutoCommit(false);
        if (markable(engine)) {
            connection.setReadOnly(true);
        }
    }

    /** Whether the engine's driver can mark an open connection read-only (xerial's SQLite driver cannot). */
    private static boolean markable(String engine) {
        return !"sqlite".equals(engine);
    }

    /**
     * Borrows {@code size} connections of {@code pool} at once, so they are distinct and the pool opens any it does not
     * hold yet, runs {@code work} on each of them, each in a thread of its own and all at once, and gives them all back:
     * afterwards the pool holds at least {@code size} open connections (HikariCP's {@code minimumIdle} only asks its
     * housekeeper to open them in the background) and {@code work} has run on every one of them. Concurrently because
     * what {@code work} leaves on a connection (pgJDBC's prepared statements, SQLite's page cache of the connection) is
     * the connection's own whichever thread ran it, while in turn the {@code concurrentReads} warm-up of eight
     * connections took eight times one connection's (on SQLite the study's foreigners query, about a second each, made
     * it about a third of such a fork); {@code work} must therefore be safe to run from several threads.
     *
     * @return how many connections {@code work} ran on
     */
    public static int onEachConnection(HikariDataSource pool, int size, Consumer<Connection> work) throws SQLException {
        List<Connection> held = new ArrayList<>(size);
        try {
            for (int i = 0; i < size; i++) {
                held.add(pool.getConnection());
            }
            EachConnection.run(held, work);
            return held.size();
        } finally {
            for (Connection connection : held) {
                connection.close();
            }
        }
    }

    /** How many connections {@code pool} holds now, in use or idle. */
    public static int openConnections(HikariDataSource pool) {
        return pool.getHikariPoolMXBean().getTotalConnections();
    }
}
