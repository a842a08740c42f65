package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.testing.Slow;
import persistencebench.read.plugin.ReadBackend;

/**
 * The system catalog {@code pg_namespace} of the paper database of the tiny bookstore, cut to nothing on the embedded
 * PostgreSQL: the paper variant's cells fail with the one line naming the store, the server's words and the remedy,
 * and the tuned variant, whose database is intact, is measured.
 */
@Slow
class DamagedCatalogTest {

    @TempDir
    Path directory;

    @Test
    void aDamagedCatalogFailsOnlyTheCellsOfItsDatabaseWithTheRemedy() throws Exception {
        Path data = directory.resolve("data");
        Path postgres = data.resolve("postgres");
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        String paper;
        Path catalog;
        try (DatabaseServers servers = DatabaseServers.of(PostgresEngine.embedded(postgres, Durability.OS))) {
            paper = TinyBookstore.datasetIn(data, servers).databases().get("database-paper");
            catalog = postgres.resolve(relationFile(servers.running().iterator().next(), paper, "pg_namespace"));
        }
        // cut after a clean shutdown, which wrote every page: the next start finds it empty and has no WAL to replay
        try (FileChannel file = FileChannel.open(catalog, StandardOpenOption.WRITE)) {
            file.truncate(0);
        }
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        ReadRun.Outcome outcome;
        try (DatabaseServers servers = DatabaseServers.of(PostgresEngine.embedded(postgres, Durability.OS))) {
            outcome = new ReadRun(TinyBookstore.settings(registry, directory.resolve("results"), 1, 0, "data", data.toString(),
                    "backends", "jdbc", "variants", "paper,tuned"), servers, registry, new InProcessExecutor(registry, quiet), quiet)
                    .withPageCacheDrop(() -> false).run();
        }

        assertThat(outcome.verified()).isFalse();
        ResultFile file = ResultFiles.read(outcome.latest());
        assertThat(file.results()).filteredOn(cell -> cell.variant().equals("paper")).isNotEmpty().allSatisfy(cell -> {
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).startsWith("not timed: store database-paper (database " + paper + " on the embedded PostgreSQL")
                    .contains(") is damaged: the server says \"", "could not read blocks", catalog.getFileName().toString())
                    .endsWith("\"; delete " + postgres + " (the embedded PostgreSQL's data: the run creates it anew and loads every"
                            + " dataset into it) and rerun to have it rebuilt")
                    .doesNotContain("\n");
        });
        assertThat(file.results()).filteredOn(cell -> cell.variant().equals("tuned")).isNotEmpty()
                .allSatisfy(cell -> assertThat(cell.ok()).as(cell.label() + ": " + cell.failure()).isTrue());
    }

    /** The file of {@code relation} in {@code database}, relative to the server's data directory. */
    private static String relationFile(DatabaseServer server, String database, String relation) throws SQLException {
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement();
             ResultSet file = s.executeQuery("SELECT pg_relation_filepath('" + relation + "')")) {
            file.next();
            return file.getString(1);
        }
    }
}
