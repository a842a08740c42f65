package persistencebench.read.jdbc;

import java.sql.Connection;
import persistencebench.harness.sql.SqlResources;

/** How a JDBC variant prepares its statements, on a connection of its own or on the connections of a lease. */
enum StatementPreparation {
    /** The study's: prepared and closed around each query ({@link StatementsPerCall}). */
    PER_CALL(StatementsPerCall.class) {
        @Override
        SqlStatements on(Connection connection, SqlResources sql) {
            return new StatementsPerCall(connection, sql);
        }

        @Override
        LeasedStatements onLease(ConnectionLease lease, SqlResources sql) {
            return acquired -> new StatementsPerCall(acquired, sql);
        }
    },
    /** The tuned: prepared once per connection and kept while it is open ({@link StatementsPerConnection}). */
    PER_CONNECTION(StatementsPerConnection.class) {
        @Override
        SqlStatements on(Connection connection, SqlResources sql) {
            return new StatementsPerConnection(connection, sql);
        }

        @Override
        LeasedStatements onLease(ConnectionLease lease, SqlResources sql) {
            return new StatementsByConnection(lease, sql);
        }
    };

    private final Class<? extends SqlStatements> implementation;

    StatementPreparation(Class<? extends SqlStatements> implementation) {
        this.implementation = implementation;
    }

    /** The class that prepares the statements, recorded beside each phase's class in the variant's cells. */
    Class<? extends SqlStatements> implementation() {
        return implementation;
    }

    /** The statements of {@code connection}, which the caller holds while it uses them and closes after closing them. */
    abstract SqlStatements on(Connection connection, SqlResources sql);

    /** The statements of the connections {@code lease} hands out, closed before the lease. */
    abstract LeasedStatements onLease(ConnectionLease lease, SqlResources sql);
}
