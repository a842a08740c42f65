package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import persistencebench.harness.db.DatabaseTarget;

/**
 * The HikariCP pools of the Hibernate backend: the tuned variant's, created inside the timed open, and the pools of
 * the {@code concurrentReads} cells. Read-only (where the driver can mark a connection so), auto-commit off (Hibernate
 * is told so and does not switch it per transaction), created and validated up front (construction fails fast when the
 * database is unreachable); a thread waits for a connection as long as the operations ahead of it take (with one
 * connection and eight threads, seven operations), never failing for a timeout shorter than a slow query.
 */
final class ConnectionPools {
    private static final long WAIT_MILLIS = 600_000;

    private ConnectionPools() {
    }

    /** Creates the pool; its first connection is opened before this returns. */
    static HikariDataSource open(DatabaseTarget target, String poolName, int maximumSize, int minimumIdle) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.jdbcUrl());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setPoolName(poolName);
        config.setMaximumPoolSize(maximumSize);
        config.setMinimumIdle(minimumIdle);
        config.setConnectionTimeout(WAIT_MILLIS);
        config.setAutoCommit(false);
        // xerial's SQLite driver cannot mark an open connection read-only (and a SQLite read takes no write lock)
        config.setReadOnly(!"sqlite".equals(target.engine()));
        config.setInitializationFailTimeout(10_000);
        return new HikariDataSource(config);
    }
}
