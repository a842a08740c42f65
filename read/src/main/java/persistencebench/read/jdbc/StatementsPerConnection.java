package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import persistencebench.harness.sql.SqlResources;

/**
 * What an expert's JDBC code does where the driver keeps nothing between {@code prepareStatement} calls (xerial's
 * SQLite driver has no statement cache; MariaDB Connector/J prepares on the client by default): one
 * {@link PreparedStatement} per statement name, so per SQL text, prepared on the connection at its first use and reused
 * by every later query until {@link #close()}, as the write case's {@code TripTableLookup} keeps its statements. A
 * reused statement keeps its bound parameters until the next query binds all of them anew.
 */
final class StatementsPerConnection implements SqlStatements {
    private final Connection connection;
    private final SqlResources sql;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();

    StatementsPerConnection(Connection connection, SqlResources sql) {
        this.connection = connection;
        this.sql = sql;
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public String dialect() {
        return sql.dialect();
    }

    @Override
    public <T> T query(String name, Query<T> query) throws SQLException {
        PreparedStatement statement = prepared.get(name);
        if (statement == null) {
            statement = connection.prepareStatement(sql.get(name));
            prepared.put(name, statement);
        }
        return query.run(statement);
    }

    /** Closes every kept statement, even when one fails; the first failure is thrown, the others suppressed in it. */
    @Override
    public void close() {
        JdbcReadException failure = null;
        for (PreparedStatement statement : prepared.values()) {
            try {
                statement.close();
            } catch (SQLException e) {
                JdbcReadException next = new JdbcReadException("closing a kept statement failed", e);
                if (failure == null) {
                    failure = next;
                } else {
                    failure.addSuppressed(next);
                }
            }
        }
        prepared.clear();
        if (failure != null) {
            throw failure;
        }
    }
}
