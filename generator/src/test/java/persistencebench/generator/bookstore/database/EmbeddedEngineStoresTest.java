package persistencebench.generator.bookstore.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.BookstoreGenerator;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.StoreBuild;
import persistencebench.generator.bookstore.StoreManifest;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.harness.testing.Slow;

/**
 * The bookstore in H2 and SQLite database files: both databases of a tiny dataset load through the dialect-neutral
 * loader with the engine's schema, read back exactly the generated content, carry their manifest, and have the index
 * set of their variant.
 */
@Slow
class EmbeddedEngineStoresTest {
    private static final long SEED = 7;

    @TempDir
    Path directory;

    @ParameterizedTest
    @ValueSource(strings = {H2Engine.NAME, SqliteEngine.NAME})
    void bothDatabasesReadBackTheGeneratedBookstoreWithTheirManifest(String engine) throws Exception {
        DatabaseServer server = engine.equals(H2Engine.NAME) ? H2Engine.inDirectory(directory, Durability.DISK)
                : SqliteEngine.inDirectory(directory, Durability.DISK);
        List<DatasetStore> stores = DatabaseStore.both(server, "bookstore_tiny_s7");
        List<BookstoreSink> sinks = new ArrayList<>();
        stores.forEach(store -> sinks.add(store.writer()));
        BookstoreSummary summary;
        try {
            summary = new BookstoreGenerator(BookstoreSize.TINY, SEED).generate(sinks);
        } finally {
            for (BookstoreSink sink : sinks) {
                sink.close();
            }
        }

        assertThat(summary.content()).isEqualTo(BookstoreDigester.of(new BookstoreGenerator(BookstoreSize.TINY, SEED).generate()));
        StoreManifest manifest = new StoreManifest(summary, new StoreBuild(1234, 56, Instant.parse("2026-12-02T05:00:00Z")));
        for (DatasetStore store : stores) {
            assertThat(store.name()).endsWith("@" + engine);
            assertThat(store.readBack()).as(store.name()).isEqualTo(summary.content());
            assertThat(store.manifest(why -> { })).as(store.name() + " written, not yet marked complete").isEmpty();
            store.markComplete(manifest);
            assertThat(store.manifest(why -> { })).as(store.name()).contains(manifest);
            assertThat(store.bytesOnDisk()).as(store.name() + ": its database's files").isPositive();
        }
        assertThat(indexes(server, "bookstore_tiny_s7_paper")).contains("idx_purchase_time_stamp").doesNotContain("purchase_shop_time_idx");
        assertThat(indexes(server, "bookstore_tiny_s7_tuned")).contains("purchase_shop_time_idx").doesNotContain("idx_purchase_time_stamp")
                .as("the unique key's index (H2 names it <constraint>_INDEX_<n>)").anySatisfy(name -> assertThat(name).startsWith("uq_book_isbn"));
    }

    /** The names of the indexes the engine lists, lower case. */
    private static List<String> indexes(DatabaseServer server, String database) throws Exception {
        String query = server.engine().equals(H2Engine.NAME) ? "SELECT LOWER(INDEX_NAME) FROM INFORMATION_SCHEMA.INDEXES"
                : "SELECT name FROM sqlite_schema WHERE type = 'index'";
        List<String> names = new ArrayList<>();
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }
}
