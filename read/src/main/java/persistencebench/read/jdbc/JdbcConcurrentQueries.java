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
 * statements on it as one transaction, commits and gives it back. All operations share one {@link SqlResources}, so the
 * statements are read from the class path once, during the warm-up; the statements are prepared the variant's way
 * ({@link StatementPreparation}): per operation, or once per connection of the lease, kept until the cell closes it.
 */
final class JdbcConcurrentQueries implements ConcurrentQueries {
    private final ConnectionLease connections;
    private final ForeignersSql foreigners;
    private final LeasedStatements statements;

    JdbcConcurrentQueries(ConnectionLease connections, ForeignersSql foreigners, SqlResources sql, StatementPreparation preparation) {
        this(connections, foreigners, preparation.onLease(connections, sql));
    }

    private JdbcConcurrentQueries(ConnectionLease connections, ForeignersSql foreigners, LeasedStatements statements) {
        this.connections = connections;
        this.foreigners = foreigners;
        this.statements = statements;
    }

    @Override
    public void open() throws SQLException {
        connections.open();
    }

    @Override
    public Customer customerById(long id) {
        return inTransaction("customer " + id, on -> CustomerPageSql.byId(on, id));
    }

    @Override
    public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
        return inTransaction("purchases of foreigners " + query.label(),
                on -> foreigners.find(on, query.year(), query.countryId()));
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
                T answer = work.run(statements.of(connection));
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

    /** One operation's queries on the statements of the connection it acquired. */
    private interface Work<T> {
        T run(SqlStatements statements) throws SQLException;
    }

    /**
     * Hands {@code warmUp} queries on each connection of the lease ({@link Pinned}), all connections at once, through
     * this cell's statements, so the statements the warm-up prepares are the ones the cell then reuses.
     */
    @Override
    public int warmEachConnection(Consumer<ConcurrentQueries> warmUp) {
        try {
            // statements::of: the pinned queries share the cell's statements and leave closing them to the cell
            return connections.onEachConnection(connection -> warmUp.accept(
                    new JdbcConcurrentQueries(new Pinned(connection, connections), foreigners, statements::of)));
        } catch (SQLException e) {
            throw new JdbcReadException("holding every connection for the warm-up failed", e);
        }
    }

    @Override
    public OptionalInt openConnections() {
        return OptionalInt.of(connections.openConnections());
    }

    /** Closes the statements kept on the lease's connections, then the lease. */
    @Override
    public void close() {
        try {
            statements.close();
        } finally {
            connections.close();
        }
    }

    /**
     * One connection the warm-up already holds, from {@code owner}: every operation runs on it; its owner gives it back
     * and names the physical connection behind it.
     */
    private record Pinned(Connection connection, ConnectionLease owner) implements ConnectionLease {
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
        public Connection physical(Connection acquired) throws SQLException {
            return owner.physical(acquired);
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
