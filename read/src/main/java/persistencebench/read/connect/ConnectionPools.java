package persistencebench.read.connect;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The connection pool every SQL backend creates in its {@code open()}, configured identically for JDBC and
 * Hibernate so their load/connect times compare: HikariCP, at most two connections, one kept idle, created and
 * validated up front (construction fails fast when the database is unreachable).
 */
public final class ConnectionPools {

    private ConnectionPools() {
    }

    /** Creates the pool; its first connection is opened before this returns. */
    public static HikariDataSource open(DatabaseTarget target, String poolName) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.jdbcUrl());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setPoolName(poolName);
        // One query runs at a time; a second connection only covers an ORM's boot-time metadata access.
        config.setMaximumPoolSize(2);
        config.setMinimumIdle(1);
        config.setAutoCommit(true);
        config.setReadOnly(true);
        config.setInitializationFailTimeout(10_000);
        return new HikariDataSource(config);
    }
}
