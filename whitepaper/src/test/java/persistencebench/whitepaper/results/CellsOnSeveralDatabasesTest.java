package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Cells that share backend, variant and phase but ran on different databases are different cells: their labels, pair
 * names and order say which database, and only a cell repeated on the same database is a duplicate.
 */
class CellsOnSeveralDatabasesTest {

    @TempDir
    Path dir;

    @Test
    void labelsTellCellsApartByDatabaseAndLeaveTheStudysUnnamed() {
        BenchmarkRun write = Fixtures.loadEngines(dir).write().orElseThrow();

        assertThat(write.cells(BenchmarkKind.STORE_PHASE)).extracting(ResultCell::label).doesNotHaveDuplicates()
                .contains("jdbc/tuned/store", "jdbc/tuned@h2/store", "jdbc/tuned@sqlite/store", "jdbc/tuned@mariadb/store",
                        "hibernate/paper@mariadb/store", "microstream/tuned/store");
    }

    @Test
    void idsNameTheDatabaseOfEveryEngineTheStudysToo() {
        BenchmarkRun read = Fixtures.loadEngines(dir).read().orElseThrow();

        assertThat(read.cells("customersPaged")).extracting(ResultCell::id).doesNotHaveDuplicates()
                .contains("jdbc/paper@postgresql/customersPaged/hot", "jdbc/paper@h2/customersPaged/hot", "microstream/paper/customersPaged/cold");
        assertThat(read.cell("jdbc/paper@h2/customersPaged/hot")).hasValueSatisfying(cell -> assertThat(cell.database()).isEqualTo("h2"));
    }

    @Test
    void aCellRepeatedOnTheSameDatabaseIsRefusedOnAnotherDatabaseItIsNot() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> {
            ArrayNode cells = (ArrayNode) json.get("results");
            for (int i = 0; i < cells.size(); i++) {
                if (cells.get(i).path("database").asText().equals("h2") && cells.get(i).path("variant").asText().equals("tuned")
                        && cells.get(i).path("backend").asText().equals("jdbc")) {
                    cells.add(cells.get(i).deepCopy());
                    return;
                }
            }
        });

        assertThatThrownBy(() -> new ResultsLoader().load(dir)).isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("cell jdbc/tuned@h2/store appears more than once")
                .hasMessageNotContaining("cell jdbc/tuned/store appears");
    }

    @Test
    void theStudysDatabaseComesFirstThenTheKnownEnginesWithinEachBackend() {
        BenchmarkRun write = Fixtures.loadEngines(dir).write().orElseThrow();

        assertThat(write.cells().stream().filter(c -> c.backend().equals("jdbc")).map(c -> c.variant() + "@" + c.database()))
                .containsExactly("paper@postgresql", "rewrite@postgresql", "tuned@postgresql", "paper@h2", "tuned@h2",
                        "paper@sqlite", "tuned@sqlite", "paper@mariadb", "tuned@mariadb");
        assertThat(write.databases()).containsExactly("postgresql", "h2", "sqlite", "mariadb");
        assertThat(write.cells()).filteredOn(ResultCell::comparableWithStudy)
                .allMatch(c -> c.database() == null || c.database().equals("postgresql"));
    }

    @Test
    void everyDatabaseServerIsReadWithItsSettingsProfilesOrWhyItWasUnavailable() {
        AvailableResults results = Fixtures.loadEngines(dir);
        Map<String, ResultDatabaseServer> read = results.read().orElseThrow().environment().databases();
        Map<String, ResultDatabaseServer> write = results.write().orElseThrow().environment().databases();

        assertThat(read).containsOnlyKeys("postgresql", "h2", "sqlite", "mariadb");
        assertThat(read.get("mariadb").isUnavailable()).isTrue();
        assertThat(read.get("mariadb").unavailable()).contains("did not start");
        assertThat(write.get("h2").settings()).containsEntry("WRITE_DELAY", "0");
        assertThat(write.get("sqlite").profile("tuned")).containsEntry("journal_mode", "WAL");
        assertThat(write.get("mariadb").profile("study")).isEmpty();
    }

    @Test
    void everyEnginesCacheReadsAsBytesHoweverItIsWritten() {
        Map<String, ResultDatabaseServer> servers = Fixtures.loadEngines(dir).write().orElseThrow().environment().databases();
        long twoGib = 2L * 1024 * 1024 * 1024;

        for (Database db : Database.values()) {
            assertThat(db.cacheInProfile().bytes(servers.get(db.id()).profile("tuned"))).as(db.displayName()).hasValue(twoGib);
        }
        assertThat(Database.POSTGRESQL.cacheFound().bytes(servers.get("postgresql").settings())).hasValue(128L * 1024 * 1024);
        assertThat(Database.H2.cacheFound().bytes(servers.get("h2").settings())).hasValue(64L * 1024 * 1024);
        assertThat(Database.SQLITE.cacheFound().bytes(servers.get("sqlite").settings())).hasValue(2000L * 1024);
        assertThat(Database.MARIADB.cacheFound().bytes(servers.get("mariadb").settings())).hasValue(128L * 1024 * 1024);
        assertThat(new CacheSetting("cache_size", CacheSetting.Unit.SQLITE_PAGES).bytes(Map.of("cache_size", "2000", "page_size", "4096")))
                .hasValue(2000L * 4096);
        assertThat(Database.displayName("oracle")).isEqualTo("oracle");
    }
}
