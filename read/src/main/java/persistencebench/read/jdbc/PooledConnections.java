package persistencebench.read.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.db.DatabaseTarget;

/**
 * A HikariCP pool with as many connections as the cell has threads ({@code maximumPoolSize} = {@code minimumIdle} =
 * threads), each operation borrowing one and closing it to give it back. The connections are settled as the shared one
 * (auto-commit on, not read-only), so the two modes differ only in how many connections there are. {@link #open()}
 * borrows every connection once, so none is created while the cell measures.
 */
final class PooledConnections implements ConnectionLease {
    static final String DESCRIPTION = "a HikariCP pool of as many connections as threads (maximumPoolSize = minimumIdle = threads);"
            + " each operation borrows one";
    private final DatabaseTarget target;
    private final int size;
    private HikariDataSource pool;

    PooledConnections(DatabaseTarget target, int size) {
        this.target = target;
        this.size = size;
    }

    @Override
    public void open() throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.jdbcUrl());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setPoolName("jdbc-concurrent-" + size);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        config.setInitializationFailTimeout(10_000);
        pool = new HikariDataSource(config);
        List<Connection> all = new ArrayList<>(size);
        try {
            for (int i = 0; i < size; i++) {
                all.add(pool.getConnection());
            }
        } finally {
            for (Connection connection : all) {
                connection.close();
            }
        }
    }

    @Override
    public Connection acquire() throws SQLException {
        return pool.getConnection();
    }

    @Override
    public void release(Connection connection) throws SQLException {
        connection.close();
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
            pool = null;
        }
    }
}
