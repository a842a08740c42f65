package persistencebench.generator.bookstore.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javax.sql.DataSource;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetManifest;
import persistencebench.model.bookstore.BookstoreEntityType;

/**
 * The {@code dataset_manifest} table, the completeness marker of a bookstore database, and entity counting for
 * verification.
 */
public final class PostgresBookstoreDatabase {

    private PostgresBookstoreDatabase() {
    }

    static void write(Connection connection, BookstoreSummary summary) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO dataset_manifest (name, value) VALUES (?, ?)")) {
            for (Map.Entry<String, String> entry : DatasetManifest.toEntries(summary).entrySet()) {
                insert.setString(1, entry.getKey());
                insert.setString(2, entry.getValue());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * The summary recorded in the database, or empty if the database is not a complete bookstore of the current
     * generator format; {@code whyNot} receives the reason in that case.
     */
    public static Optional<BookstoreSummary> read(DataSource dataSource, Consumer<String> whyNot) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            try (ResultSet exists = s.executeQuery("SELECT to_regclass('dataset_manifest') IS NOT NULL")) {
                exists.next();
                if (!exists.getBoolean(1)) {
                    whyNot.accept("it has no dataset_manifest table");
                    return Optional.empty();
                }
            }
            Map<String, String> entries = new LinkedHashMap<>();
            try (ResultSet rows = s.executeQuery("SELECT name, value FROM dataset_manifest")) {
                while (rows.next()) {
                    entries.put(rows.getString(1), rows.getString(2));
                }
            }
            return Optional.of(DatasetManifest.fromEntries(entries));
        } catch (IllegalArgumentException e) {
            whyNot.accept("its dataset_manifest is not valid: " + e.getMessage());
            return Optional.empty();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read dataset_manifest: " + e.getMessage(), e);
        }
    }

    /** {@code SELECT count(*)} of every bookstore table, keyed by {@link BookstoreEntityType#key()}. */
    public static Map<String, Long> countEntities(DataSource dataSource) {
        Map<String, Long> counts = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (BookstoreEntityType type : BookstoreEntityType.values()) {
                try (ResultSet rs = s.executeQuery("SELECT count(*) FROM " + type.key())) {
                    rs.next();
                    counts.put(type.key(), rs.getLong(1));
                }
            }
            return counts;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot count the bookstore tables: " + e.getMessage(), e);
        }
    }
}
