package persistencebench.write.testkv;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.testing.Slow;
import persistencebench.write.WriteBenchmark;
import persistencebench.write.plugin.WriteBackend;

/**
 * The test-only backend runs through the real pipeline (orchestrator, forks, result file) beside every real backend
 * and variant, and appears labelled and coloured in the result file, which is kept in
 * {@code target/plugin-proof/write-latest.json} for rendering the white paper from it.
 */
@Slow
class TestKvPluginTest {
    private static final long ROWS = 3_000;

    @TempDir
    Path directory;

    private Properties settings(Path data, Path results) {
        DatabaseServer server = TestPostgres.server();
        Properties settings = new Properties();
        settings.setProperty("rows", Long.toString(ROWS));
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("channels", "1");
        settings.setProperty(TestKvBackend.CAPACITY.name(), "4096");
        settings.setProperty("data", data.toString());
        settings.setProperty("results", results.toString());
        settings.setProperty("jdbc.url", server.jdbcUrl("postgres"));
        settings.setProperty("jdbc.user", server.user());
        settings.setProperty("jdbc.password", server.password());
        return settings;
    }

    @Test
    void aTestOnlyBackendRunsThroughThePipelineBesideEveryOtherAndIsLabelledAndColoured() throws Exception {
        Path proof = Path.of(System.getProperty("basedir", ".")).resolve("target/plugin-proof");
        Directories.recreate(proof);
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings(directory.resolve("data"), proof), new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        String output = console.toString(StandardCharsets.UTF_8);
        assertThat(exitCode).as(output).isZero();
        ResultFile result = ResultFiles.read(proof.resolve("write-latest.json"));
        assertThat(result.finished()).isTrue();
        assertThat(result.backends()).containsKeys("csv", "microstream", "eclipsestore", "jdbc", "hibernate", "testkv");
        assertThat(result.backends().get("testkv")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("label", "Test KV").containsEntry("colour", "#8c564b").containsEntry("order", 90)
                .containsKey("variants");
        assertThat(result.backends().get("csv")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("label", "CSV load only").containsEntry("colour", "#6e6e6e").containsEntry("order", 0);
        CellResult kv = result.results().stream().filter(c -> c.backend().equals("testkv")).findFirst().orElseThrow();
        assertThat(kv.ok()).as(kv.failure()).isTrue();
        assertThat(kv.metrics()).containsEntry("checksumOk", true).containsEntry("durability", "disk")
                .containsEntry("implementation", TestKvLoader.class.getName() + " with an initial capacity of 4096");
        assertThat(result.environment().get(EnvironmentField.SETTINGS.key())).as("its own setting is recorded with the run's")
                .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP).containsEntry("testkv.capacity", "4096");
        assertThat(result.backends().get("testkv")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("settings", java.util.List.of("testkv.capacity"));
        assertThat(((Number) kv.metric(CellField.ROWS_STORED)).longValue()).isEqualTo(ROWS);
        assertThat(result.results()).allSatisfy(cell -> assertThat(cell.ok() || cell.skipped() != null).as(cell.label() + ": " + cell.failure())
                .isTrue());
        assertThat(result.results().get(result.results().size() - 1).backend()).isEqualTo("testkv");
        assertThat(output).contains("Test KV");
        assertThat(result.sanityPairs()).as("tuned and streamed run the same class with and without the type handler").isEmpty();
        assertThat(result.backends()).hasSize(WriteBackend.registry().names().size());
    }

    @Test
    void aForkThatCrashesTwiceIsRecordedAsAFailedCellAndTheRunFinishesWithEveryOtherCell() throws Exception {
        Properties settings = settings(directory.resolve(TestKvLoader.HALT_MARKER).resolve("data"), directory.resolve("results"));
        settings.setProperty("backends", "csv,testkv");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        assertThat(exitCode).isEqualTo(1);
        ResultFile result = ResultFiles.read(directory.resolve("results/write-latest.json"));
        assertThat(result.finished()).isTrue();
        assertThat(result.results()).extracting(CellResult::label).containsExactly("csv/baseline load-only", "testkv/tuned store");
        assertThat(result.results().get(0).ok()).isTrue();
        CellResult crashed = result.results().get(1);
        assertThat(crashed.ok()).isFalse();
        assertThat(crashed.failure()).startsWith("the forked JVM crashed 2 times").contains("139");
        assertThat(crashed.attempts()).hasSize(2);
        assertThat(result.publication().status()).isEqualTo("draft");
        assertThat(result.publication().reasons()).anyMatch(reason -> reason.contains("1 cell(s) failed"));
        assertThat(result.verification().problems()).anyMatch(problem -> problem.contains("testkv/tuned store failed"));
    }
}
