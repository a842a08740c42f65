package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import persistencebench.harness.db.DatabaseTarget;

/**
 * The connection pool of the tuned Hibernate variant, created inside the timed open: HikariCP, at most two
 * connections, one kept idle, read-only (where the driver can mark a connection so), auto-commit off (Hibernate is told
 * so and does not switch it per transaction), created and validated up front (construction fails fast when the
 * database is unreachable).
 */
final class ConnectionPools {

    private ConnectionPools() {
    }

    /** Creates the pool; its first connection is opened before this returns. */
    static HikariDataSource open(DatabaseTarget target, String poolName) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.jdbcUrl());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setPoolName(poolName);
        // One query runs at a time; a second connection only covers the ORM's boot-time metadata access.
        config.setMaximumPoolSize(2);
        config.setMinimumIdle(1);
        config.setAutoCommit(false);
        // xerial's SQLite driver cannot mark an open connection read-only (and a SQLite read takes no write lock)
        config.setReadOnly(!"sqlite".equals(target.engine()));
        config.setInitializationFailTimeout(10_000);
        return new HikariDataSource(config);
    }
}
