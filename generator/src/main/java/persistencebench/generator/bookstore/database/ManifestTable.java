package persistencebench.generator.bookstore.database;

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
import persistencebench.generator.bookstore.DatasetManifest;
import persistencebench.generator.bookstore.StoreManifest;
import persistencebench.harness.sql.SqlResources;

/**
 * The {@code dataset_manifest} table: the completeness marker of a bookstore database, its rows written in one
 * transaction after the load.
 */
final class ManifestTable {
    private final SqlResources sql;

    ManifestTable(SqlResources sql) {
        this.sql = sql;
    }

    /** Inserts the manifest's rows into the table the load created, in a transaction of their own. */
    void write(DataSource dataSource, StoreManifest manifest) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement(sql.get("manifest-insert"))) {
                for (Map.Entry<String, String> entry : DatasetManifest.toEntries(manifest).entrySet()) {
                    insert.setString(1, entry.getKey());
                    insert.setString(2, entry.getValue());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            connection.commit();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot write dataset_manifest: " + e.getMessage(), e);
        }
    }

    /**
     * The manifest recorded in the database, or empty if the database is not a complete bookstore of the current
     * generator format; {@code whyNot} receives the reason in that case.
     *
     * @throws SQLException when the database cannot be read, for the caller to tell damage from other failures
     */
    Optional<StoreManifest> read(DataSource dataSource, Consumer<String> whyNot) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            try (ResultSet exists = s.executeQuery(sql.get("manifest-exists"))) {
                exists.next();
                if (exists.getLong(1) == 0) {
                    whyNot.accept("it has no dataset_manifest table");
                    return Optional.empty();
                }
            }
            Map<String, String> entries = new LinkedHashMap<>();
            try (ResultSet rows = s.executeQuery(sql.get("manifest-read"))) {
                while (rows.next()) {
                    entries.put(rows.getString(1), rows.getString(2));
                }
            }
            return Optional.of(DatasetManifest.fromEntries(entries));
        } catch (IllegalArgumentException e) {
            whyNot.accept("its dataset_manifest is not valid: " + e.getMessage());
            return Optional.empty();
        }
    }
}
