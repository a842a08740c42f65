package persistencebench.generator.bookstore.postgres;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import persistencebench.harness.sql.SqlResources;

/**
 * The relational bookstore schema of one dialect: {@code tables.sql} before the data is loaded, then
 * {@code post-load.sql} (foreign keys, unique keys, indexes) and {@code statistics.sql} after it.
 */
final class BookstoreSchema {
    private final SqlResources sql;

    BookstoreSchema(SqlResources sql) {
        this.sql = sql;
    }

    /** Creates the tables. */
    void createTables(Connection connection) throws SQLException {
        execute(connection, sql.statements("tables"));
    }

    /** Adds keys and indexes and collects statistics; run after the data is loaded. */
    void completeAfterLoad(Connection connection) throws SQLException {
        execute(connection, sql.statements("post-load"));
        execute(connection, sql.statements("statistics"));
    }

    private static void execute(Connection connection, List<String> statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String text : statements) {
                statement.execute(text);
            }
        }
    }
}
