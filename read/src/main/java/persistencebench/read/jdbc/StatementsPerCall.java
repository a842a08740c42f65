package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import persistencebench.harness.sql.SqlResources;

/**
 * The study's way (its {@code CustomerQuery} and {@code PurchaseQuery}): every query prepares its statement and closes
 * it after reading the result. What that costs depends on the driver: pgJDBC's per-connection statement cache and H2's
 * per-session command cache keep the parsed statement anyway, while xerial's SQLite driver (no cache) has SQLite parse
 * and plan it on every call, and MariaDB Connector/J parses it again on the client.
 */
record StatementsPerCall(Connection connection, SqlResources sql) implements SqlStatements {

    @Override
    public String dialect() {
        return sql.dialect();
    }

    @Override
    public <T> T query(String name, Query<T> query) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql.get(name))) {
            return query.run(statement);
        }
    }

    @Override
    public void close() {
        // nothing is kept
    }
}
