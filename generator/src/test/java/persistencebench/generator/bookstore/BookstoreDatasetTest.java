package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreSize;

class BookstoreDatasetTest {
    private static final BookstoreSize TINY = BookstoreSize.TINY;

    @TempDir
    Path dataDir;

    private final PostgresServer postgres = TestPostgres.server();
    private final List<String> log = new ArrayList<>();

    private BookstoreDataset ensure(long seed) {
        return BookstoreDataset.ensure(TINY, seed, dataDir, postgres, log::add);
    }

    @Test
    void everyStoreHoldsTheSameCountsAsTheGeneratedGraph() {
        BookstoreDataset dataset = ensure(101);

        assertThat(dataset.rebuilt()).containsExactlyInAnyOrder(BookstoreStore.values());
        assertThat(dataset.databaseName()).isEqualTo("bookstore_tiny_s101");
        assertThat(dataset.microStreamStorage()).isEqualTo(dataDir.resolve("bookstore/tiny-s101/microstream"));
        assertThat(dataset.counts()).isEqualTo(new BookstoreGenerator(TINY, 101).generate().counts());
        assertThat(dataset.digest()).isEqualTo(BookstoreDigester.of(new BookstoreGenerator(TINY, 101).generate()));
        Map<BookstoreStore, Map<String, Long>> counts = BookstoreVerification.countEntities(dataset, postgres);
        assertThat(counts).containsOnlyKeys(BookstoreStore.values());
        assertThat(counts.values()).allSatisfy(storeCounts -> assertThat(storeCounts).isEqualTo(dataset.counts()));
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("entity counts: {language=1"));
    }

    @Test
    void secondEnsureReusesTheCacheWithoutGenerating() throws IOException {
        BookstoreDataset first = ensure(102);
        FileTime manifestWritten = Files.getLastModifiedTime(first.directory().resolve(DatasetManifest.FILE_NAME));
        log.clear();

        BookstoreDataset second = ensure(102);

        assertThat(second.rebuilt()).isEmpty();
        assertThat(second.summary()).isEqualTo(first.summary());
        assertThat(Files.getLastModifiedTime(first.directory().resolve(DatasetManifest.FILE_NAME))).isEqualTo(manifestWritten);
        assertThat(log).noneSatisfy(line -> assertThat(line).startsWith("generating"));
    }

    @Test
    void partialStoragesOfAnInterruptedRunAreRemovedAndRebuilt() throws IOException {
        BookstoreDataset complete = ensure(103);
        Path directory = complete.directory();
        // an interrupted run: manifest not yet written, one storage half-written, one renamed into place
        Files.delete(directory.resolve(DatasetManifest.FILE_NAME));
        Files.createDirectories(directory.resolve("eclipsestore.tmp/channel_0"));
        Files.writeString(directory.resolve("eclipsestore.tmp/channel_0/channel_0_1.dat"), "garbage");

        BookstoreDataset rebuilt = ensure(103);

        assertThat(rebuilt.rebuilt()).containsExactlyInAnyOrder(BookstoreStore.MICROSTREAM, BookstoreStore.ECLIPSESTORE);
        assertThat(directory.resolve("eclipsestore.tmp")).doesNotExist();
        assertThat(log).anySatisfy(line -> assertThat(line).contains("left over by an interrupted run"));
        assertThat(BookstoreVerification.countEntities(rebuilt, postgres).values())
                .allSatisfy(counts -> assertThat(counts).isEqualTo(complete.counts()));
    }

    @Test
    void onlyTheMissingStoreIsRebuilt() throws SQLException {
        BookstoreDataset complete = ensure(104);
        Directories.delete(complete.eclipseStoreStorage());
        assertThat(ensure(104).rebuilt()).containsExactly(BookstoreStore.ECLIPSESTORE);

        Directories.delete(complete.directory());
        assertThat(ensure(104).rebuilt()).containsExactlyInAnyOrder(BookstoreStore.MICROSTREAM, BookstoreStore.ECLIPSESTORE);

        postgres.dropDatabaseIfExists(complete.databaseName());
        BookstoreDataset rebuilt = ensure(104);
        assertThat(rebuilt.rebuilt()).containsExactly(BookstoreStore.POSTGRESQL);
        assertThat(rebuilt.summary()).isEqualTo(complete.summary());
    }

    @Test
    void aDatabaseWithoutManifestIsDroppedAndReloaded() throws SQLException {
        BookstoreDataset complete = ensure(105);
        try (Connection c = postgres.dataSource(complete.databaseName()).getConnection(); Statement s = c.createStatement()) {
            s.execute("DELETE FROM dataset_manifest");
            s.execute("DELETE FROM purchase_item WHERE id > 10");
        }

        BookstoreDataset rebuilt = ensure(105);

        assertThat(rebuilt.rebuilt()).containsExactly(BookstoreStore.POSTGRESQL);
        assertThat(log).anySatisfy(line -> assertThat(line).contains("needs building"));
        BookstoreVerification.requireCompleteStores(rebuilt, postgres);
    }
}
