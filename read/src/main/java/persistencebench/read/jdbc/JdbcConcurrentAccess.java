package persistencebench.read.jdbc;

import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;

/**
 * Concurrent readers in plain JDBC, the variant's statements in both modes: {@code shared} is the reference's single
 * shared connection ({@link SharedConnection}), {@code pool} a HikariCP pool sized to the threads
 * ({@link PooledConnections}).
 */
final class JdbcConcurrentAccess implements ConcurrentAccess {
    private final ForeignersSql foreigners;
    private final StatementPreparation preparation;

    JdbcConcurrentAccess(ForeignersSql foreigners, StatementPreparation preparation) {
        this.foreigners = foreigners;
        this.preparation = preparation;
    }

    @Override
    public String describe(ConnectionMode mode) {
        return switch (mode) {
            case SHARED -> SharedConnection.DESCRIPTION;
            case POOL -> PooledConnections.DESCRIPTION;
        };
    }

    @Override
    public ConcurrentQueries create(DatasetTarget target, ConnectionMode mode, int threads) {
        ConnectionLease lease = switch (mode) {
            case SHARED -> new SharedConnection(target.database());
            case POOL -> new PooledConnections(target.database(), threads);
        };
        return new JdbcConcurrentQueries(lease, foreigners, JdbcSql.of(target.database().engine()), preparation);
    }
}
