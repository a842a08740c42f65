package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.plugin.ConcurrentQueries;

/**
 * The variant's statements (the same classes {@link JdbcQueryService} runs) for the threads of a
 * {@code concurrentReads} cell: each operation acquires a connection from its {@link ConnectionLease}, runs its
 * statements on it as one transaction, commits and gives it back. All operations share one {@link SqlResources}, so the statements are read from
 * the class path once, during the warm-up.
 */
final class JdbcConcurrentQueries implements ConcurrentQueries {
    private final ConnectionLease connections;
    private final ForeignersSql foreigners;
    private final SqlResources sql;

    JdbcConcurrentQueries(ConnectionLease connections, ForeignersSql foreigners, SqlResources sql) {
        this.connections = connections;
        this.foreigners = foreigners;
        this.sql = sql;
    }

    @Override
    public void open() throws SQLException {
        connections.open();
    }

    @Override
    public Customer customerById(long id) {
        return inTransaction("customer " + id, connection -> CustomerPageSql.byId(connection, sql, id));
    }

    @Override
    public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
        return inTransaction("purchases of foreigners " + query.label(),
                connection -> foreigners.find(connection, sql, query.year(), query.countryId()));
    }

    /**
     * Runs {@code work} as one transaction on a connection of the lease and commits it, as a Hibernate session per
     * operation does (the connections have auto-commit off); a failed operation's transaction is rolled back, so the
     * connection stays usable.
     */
    private <T> T inTransaction(String what, Work<T> work) {
        try {
            Connection connection = connections.acquire();
            boolean committed = false;
            try {
                T answer = work.run(connection);
                connection.commit();
                committed = true;
                return answer;
            } finally {
                try {
                    if (!committed) {
                        connection.rollback();
                    }
                } finally {
                    connections.release(connection);
                }
            }
        } catch (SQLException e) {
            throw new JdbcReadException(what + " failed", e);
        }
    }

    /** One operation's statements on a connection. */
    private interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Hands {@code warmUp} queries on each connection of the lease ({@link Pinned}), all connections at once. */
    @Override
    public int warmEachConnection(Consumer<ConcurrentQueries> warmUp) {
        try {
            return connections.onEachConnection(connection -> warmUp.accept(new JdbcConcurrentQueries(new Pinned(connection), foreigners, sql)));
        } catch (SQLException e) {
            throw new JdbcReadException("holding every connection for the warm-up failed", e);
        }
    }

    @Override
    public OptionalInt openConnections() {
        return OptionalInt.of(connections.openConnections());
    }

    @Override
    public void close() {
        connections.close();
    }

    /** One connection the warm-up already holds: every operation runs on it; its owner gives it back. */
    private record Pinned(Connection connection) implements ConnectionLease {
        @Override
        public void open() {
            // held already
        }

        @Override
        public Connection acquire() {
            return connection;
        }

        @Override
        public void release(Connection acquired) {
            // the warm-up gives it back once it has run on every connection
        }

        @Override
        public int onEachConnection(Consumer<Connection> work) {
            work.accept(connection);
            return 1;
        }

        @Override
        public int openConnections() {
            return 1;
        }

        @Override
        public void close() {
            // its owner closes it
        }
    }
}
