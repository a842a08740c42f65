package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import persistencebench.harness.sql.SqlResources;

/**
 * {@link StatementsPerConnection} for each physical connection of a lease ({@link ConnectionLease#physical}), kept
 * across operations: in {@code shared} mode the one connection's, in {@code pool} mode each pooled connection's (a
 * pool's handle closes the statements prepared through it when given back, so they are prepared on the physical
 * connection behind it). The map is concurrent, since the threads of a pool look up their connections at once; each
 * connection's statements are used by the one thread holding it, and the lease's hand-over (a lock, the pool's
 * hand-off) orders one holder's use before the next one's. Keys are the drivers' connection objects, which compare by
 * identity.
 */
final class StatementsByConnection implements LeasedStatements {
    private final ConnectionLease lease;
    private final SqlResources sql;
    private final Map<Connection, StatementsPerConnection> kept = new ConcurrentHashMap<>();

    StatementsByConnection(ConnectionLease lease, SqlResources sql) {
        this.lease = lease;
        this.sql = sql;
    }

    @Override
    public SqlStatements of(Connection acquired) throws SQLException {
        return kept.computeIfAbsent(lease.physical(acquired), physical -> new StatementsPerConnection(physical, sql));
    }

    /** Closes every connection's statements, after the threads are done and before the lease closes the connections. */
    @Override
    public void close() {
        try {
            kept.values().forEach(StatementsPerConnection::close);
        } finally {
            kept.clear();
        }
    }
}
