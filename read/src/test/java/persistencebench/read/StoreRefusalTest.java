package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.harness.testing.Slow;

/** Before any timing, a store whose content differs from the manifest is refused: its cells are not timed and say why. */
@Slow
class StoreRefusalTest {

    @Test
    void aStoreThatDiffersFromTheManifestIsNotTimed(@TempDir Path results) throws SQLException {
        String database = TinyBookstore.dataset().databases().get("database-tuned");
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        ReadRun.Outcome outcome;
        execute(database, "UPDATE customer SET last_name = last_name || '~' WHERE id = 1");
        try {
            outcome = new ReadRun(TinyBookstore.settings(registry, results, 1, 0, "backends", "microstream,jdbc", "variants", "tuned"),
                    DatabaseServers.of(TestPostgres.server()), registry,
                    new InProcessExecutor(registry, quiet), quiet).withPageCacheDrop(() -> false).run();
        } finally {
            execute(database, "UPDATE customer SET last_name = rtrim(last_name, '~') WHERE id = 1");
        }

        assertThat(outcome.verified()).isFalse();
        ResultFile file = ResultFiles.read(outcome.latest());
        assertThat(file.results()).filteredOn(c -> c.backend().equals("jdbc")).hasSize(2 + 6).allSatisfy(cell -> {
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).startsWith("not timed: store database-tuned (database " + database)
                    .contains("does not hold the dataset its manifest promises (customer: same row count, different values)",
                            TestPostgres.server().removalHint(database));
            assertThat(cell.samplesMillis()).isEmpty();
        });
        assertThat(file.results()).filteredOn(c -> c.backend().equals("microstream")).hasSize(2 + 6).allMatch(CellResult::ok);
        assertThat(file.publication().reasons()).anySatisfy(reason -> assertThat(reason).startsWith("8 cell(s) failed"));
    }

    private static void execute(String database, String sql) throws SQLException {
        try (Connection c = TestPostgres.server().dataSource(database).getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
