package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.harness.testing.Slow;

@Slow
class BookstoreDatasetTest {
    private static final BookstoreSize TINY = BookstoreSize.TINY;
    private static final List<String> STORES = List.of("microstream-paper", "microstream-tuned", "eclipsestore-paper",
            "eclipsestore-tuned", "database-paper", "database-tuned");

    @TempDir
    Path dataDir;

    private final DatabaseServer server = TestPostgres.server();
    private final List<String> log = new ArrayList<>();

    private BookstoreDataset ensure(long seed) {
        return BookstoreDataset.ensure(TINY, seed, dataDir, server, log::add);
    }

    @Test
    void everyStoreHoldsTheGeneratedContent() {
        BookstoreDataset dataset = ensure(101);

        assertThat(dataset.rebuilt()).containsExactlyInAnyOrderElementsOf(STORES);
        assertThat(dataset.stores()).extracting(DatasetStore::name).containsExactlyElementsOf(STORES);
        assertThat(dataset.databases()).containsExactly(Map.entry("database-paper", "bookstore_tiny_s101_paper"),
                Map.entry("database-tuned", "bookstore_tiny_s101_tuned"));
        assertThat(dataset.directory().resolve("microstream-paper")).isDirectory();
        assertThat(dataset.summary().content()).isEqualTo(BookstoreDigester.of(new BookstoreGenerator(TINY, 101).generate()));
        assertThat(BookstoreVerification.checkAll(dataset)).containsOnlyKeys(STORES)
                .allSatisfy((store, problem) -> assertThat(problem).as(store).isEmpty());
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("entity counts: {language=1"));
    }

    @Test
    void eachObjectGraphStorageIsWrittenInAPassOfItsOwnThenTheDatabasesTogether() {
        ensure(110);

        assertThat(log).filteredOn(line -> line.startsWith("generating bookstore")).containsExactly(
                "generating bookstore tiny seed 110, pass 1 of 5, into [microstream-paper]",
                "generating bookstore tiny seed 110, pass 2 of 5, into [microstream-tuned]",
                "generating bookstore tiny seed 110, pass 3 of 5, into [eclipsestore-paper]",
                "generating bookstore tiny seed 110, pass 4 of 5, into [eclipsestore-tuned]",
                "generating bookstore tiny seed 110, pass 5 of 5, into [database-paper, database-tuned]");
    }

    @Test
    void everyStoreRecordsHowItWasBuiltAndSaysHowManyBytesItTakes() {
        Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        BookstoreDataset dataset = ensure(108);

        assertThat(dataset.builds()).containsOnlyKeys(STORES).allSatisfy((store, build) -> {
            assertThat(build.loadMillis()).as(store).isNotNegative();
            assertThat(build.generateMillis()).as(store).isNotNegative();
            assertThat(build.builtAt()).as(store).isBetween(before, Instant.now());
        });
        assertThat(Stream.of("database-paper", "database-tuned").map(dataset.builds()::get)).as("built in one pass")
                .extracting(StoreBuild::generateMillis).containsOnly(dataset.builds().get("database-paper").generateMillis());
        assertThat(dataset.stores()).allSatisfy(store -> assertThat(store.bytesOnDisk()).as(store.name()).isPositive());
        assertThat(dataset.store("eclipsestore-tuned").bytesOnDisk()).as("its storage files")
                .isEqualTo(StorageFootprint.of(dataset.directory().resolve("eclipsestore-tuned")).totalBytes());
    }

    @Test
    void aStoreWhoseMarkerRecordsNoBuildIsRebuiltOnce() throws IOException {
        BookstoreDataset complete = ensure(109);
        // a marker written before markers recorded how their store was built
        Path manifest = complete.directory().resolve("eclipsestore-paper.manifest.properties");
        Files.write(manifest, Files.readAllLines(manifest).stream().filter(line -> !line.startsWith("build.")).toList());

        BookstoreDataset rebuilt = ensure(109);

        assertThat(rebuilt.rebuilt()).containsExactly("eclipsestore-paper");
        assertThat(log).anySatisfy(line -> assertThat(line).startsWith("eclipsestore-paper needs building: ").contains("records no build time"));
        assertThat(rebuilt.builds().get("microstream-paper")).isEqualTo(complete.builds().get("microstream-paper"));
        assertThat(ensure(109).rebuilt()).isEmpty();
    }

    @Test
    void secondEnsureReusesTheCacheWithoutGenerating() throws IOException {
        BookstoreDataset first = ensure(102);
        Path manifest = first.directory().resolve("eclipsestore-tuned.manifest.properties");
        FileTime manifestWritten = Files.getLastModifiedTime(manifest);
        log.clear();

        BookstoreDataset second = ensure(102);

        assertThat(second.rebuilt()).isEmpty();
        assertThat(second.summary()).isEqualTo(first.summary());
        assertThat(second.builds()).as("the load times and instants recorded when the stores were built").isEqualTo(first.builds());
        assertThat(Files.getLastModifiedTime(manifest)).isEqualTo(manifestWritten);
        assertThat(log).noneSatisfy(line -> assertThat(line).startsWith("generating"));
    }

    @Test
    void leftoversOfAnInterruptedRunAndOfOlderFormatsAreRemovedAndRebuilt() throws IOException {
        BookstoreDataset complete = ensure(103);
        Path directory = complete.directory();
        // an interrupted run: one storage renamed into place without its manifest, one half-written; plus an old layout
        Files.delete(directory.resolve("microstream-tuned.manifest.properties"));
        Files.createDirectories(directory.resolve("eclipsestore-paper.tmp/channel_0"));
        Files.writeString(directory.resolve("eclipsestore-paper.tmp/channel_0/channel_0_1.dat"), "garbage");
        Files.createDirectories(directory.resolve("microstream"));
        Files.writeString(directory.resolve("manifest.properties"), "format=1");

        BookstoreDataset rebuilt = ensure(103);

        assertThat(rebuilt.rebuilt()).containsExactly("microstream-tuned");
        assertThat(directory.resolve("eclipsestore-paper.tmp")).doesNotExist();
        assertThat(directory.resolve("microstream")).doesNotExist();
        assertThat(directory.resolve("manifest.properties")).doesNotExist();
        assertThat(log).anySatisfy(line -> assertThat(line).contains("not part of the current dataset layout"));
        assertThat(BookstoreVerification.checkAll(rebuilt).values()).allSatisfy(problem -> assertThat(problem).isEmpty());
    }

    @Test
    void onlyTheMissingStoresAreRebuilt() {
        BookstoreDataset complete = ensure(104);
        Directories.delete(complete.directory().resolve("eclipsestore-tuned"));
        assertThat(ensure(104).rebuilt()).containsExactly("eclipsestore-tuned");

        server.dropDatabaseIfExists(complete.databases().get("database-paper"));
        BookstoreDataset rebuilt = ensure(104);
        assertThat(rebuilt.rebuilt()).containsExactly("database-paper");
        assertThat(rebuilt.summary()).isEqualTo(complete.summary());
        assertThat(rebuilt.builds().get("database-tuned")).as("a kept store keeps its build").isEqualTo(complete.builds().get("database-tuned"));
        assertThat(rebuilt.builds().get("database-paper").builtAt()).isAfterOrEqualTo(complete.builds().get("database-paper").builtAt());
    }

    @Test
    void aDatabaseWithoutManifestIsDroppedAndReloaded() throws SQLException {
        BookstoreDataset complete = ensure(105);
        try (Connection c = server.dataSource(complete.databases().get("database-tuned")).getConnection(); Statement s = c.createStatement()) {
            s.execute("DELETE FROM dataset_manifest");
            s.execute("DELETE FROM purchase_item WHERE id > 10");
        }

        BookstoreDataset rebuilt = ensure(105);

        assertThat(rebuilt.rebuilt()).containsExactly("database-tuned");
        assertThat(log).anySatisfy(line -> assertThat(line).contains("database-tuned needs building"));
        BookstoreVerification.requireCompleteStores(rebuilt);
    }

    @Test
    void aStoreWhoseContentWasChangedIsNamedWithWhatDiffersAndHowToRebuildIt() throws SQLException {
        BookstoreDataset dataset = ensure(106);
        try (Connection c = server.dataSource("bookstore_tiny_s106_paper").getConnection(); Statement s = c.createStatement()) {
            s.execute("UPDATE customer SET last_name = last_name || 'x' WHERE id = 3");
        }

        Map<String, Optional<String>> problems = BookstoreVerification.checkAll(dataset);

        assertThat(problems.get("microstream-paper")).isEmpty();
        assertThat(problems.get("database-tuned")).isEmpty();
        assertThat(problems.get("database-paper")).hasValue("store database-paper (database bookstore_tiny_s106_paper on the "
                + server.description() + ") does not hold the dataset its manifest promises (customer: same row count, different"
                + " values); " + server.removalHint("bookstore_tiny_s106_paper") + " and rerun to have it rebuilt");
    }

    @Test
    void theDatabaseOfTheOlderOneDatabaseLayoutIsDropped() throws SQLException {
        server.createDatabaseIfMissing("bookstore_tiny_s107");

        ensure(107);

        try (Connection c = server.dataSource("postgres").getConnection(); Statement s = c.createStatement();
             var rs = s.executeQuery("SELECT datname FROM pg_database WHERE datname LIKE 'bookstore_tiny_s107%' ORDER BY datname")) {
            List<String> names = new ArrayList<>();
            while (rs.next()) {
                names.add(rs.getString(1));
            }
            assertThat(names).containsExactly("bookstore_tiny_s107_paper", "bookstore_tiny_s107_tuned");
        }
    }
}
