package persistencebench.generator.bookstore.database;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import persistencebench.harness.sql.SqlResources;

/**
 * The relational bookstore schema of one dialect and one index set: {@code tables.sql} before the data is loaded;
 * {@code foreign-keys.sql} and {@code <index set>-indexes.sql} after it, in the load's transaction; then, after the
 * commit and outside any transaction, {@code maintenance.sql} (PostgreSQL: {@code VACUUM (FREEZE, ANALYZE)}).
 */
final class BookstoreSchema {
    private final SqlResources sql;
    private final String indexSet;

    /** @param indexSet the name of the index set, e.g. {@code paper} for {@code paper-indexes.sql} */
    BookstoreSchema(SqlResources sql, String indexSet) {
        this.sql = sql;
        this.indexSet = indexSet;
    }

    /** Creates the tables. */
    void createTables(Connection connection) throws SQLException {
        execute(connection, sql.statements("tables"));
    }

    /** Adds the foreign keys and the index set; run after the data is loaded, in the load's transaction. */
    void completeAfterLoad(Connection connection) throws SQLException {
        execute(connection, sql.statements("foreign-keys"));
        execute(connection, sql.statements(indexSet + "-indexes"));
    }

    /** Runs the maintenance statements on a connection in auto-commit mode, after the load was committed. */
    void maintain(Connection connection) throws SQLException {
        execute(connection, sql.statements("maintenance"));
    }

    private static void execute(Connection connection, List<String> statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String text : statements) {
                statement.execute(text);
            }
        }
    }
}
