package persistencebench.write.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.settings.SettingsException;
import persistencebench.harness.testing.Slow;
import persistencebench.write.WriteBenchmark;

/**
 * The mongodb backend where no MongoDB server runs (as on our build machines): without {@code -Dmongo.uri} its cells
 * are recorded as skipped and the run still passes; with a URI nobody answers at, the cell fails with a one-line
 * reason once the client's short server-selection timeout is over.
 */
@Slow
class MongoDbWithoutServerTest {
    private static final String NO_SERVER = "no MongoDB server (set -Dmongo.uri=mongodb://host:port to measure it)";

    @TempDir
    Path directory;

    @Test
    void withoutAMongoUriEveryMongodbCellIsSkippedWithItsReasonAndTheRunStillPasses() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings("backends", "csv,mongodb"), new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        String output = console.toString(StandardCharsets.UTF_8);
        assertThat(exitCode).as(output).isZero();
        ResultFile result = latest();
        assertThat(result.verification().ok()).isTrue();
        assertThat(result.publication().reasons()).noneMatch(reason -> reason.contains("failed"));
        assertThat(result.backends().get("mongodb")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("label", "MongoDB")
                .containsEntry("needs", List.of()).containsEntry("settings", List.of("mongo.uri"));
        List<CellResult> mongodb = result.results().stream().filter(cell -> cell.backend().equals("mongodb")).toList();
        assertThat(mongodb).extracting(CellResult::label).containsExactly("mongodb/paper store", "mongodb/tuned store");
        assertThat(mongodb).allSatisfy(cell -> {
            assertThat(cell.skipped()).isEqualTo(NO_SERVER);
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failed()).isFalse();
            assertThat(cell.failure()).isNull();
            assertThat(cell.samplesMillis()).isEmpty();
            assertThat(cell.metric(CellField.DURABILITY)).isEqualTo("disk");
        });
        assertThat(result.results()).filteredOn(cell -> cell.backend().equals("csv")).singleElement()
                .satisfies(cell -> assertThat(cell.ok()).as(cell.failure()).isTrue());
        assertThat(output).contains("mongodb/paper store skipped: " + NO_SERVER, "mongodb/tuned store skipped: " + NO_SERVER,
                "all measured cells verified, 2 skipped");
        assertThat(output.lines().filter(line -> line.startsWith("MongoDB "))).as("the summary rows").hasSize(2)
                .allSatisfy(line -> assertThat(line).contains("skipped"));
        assertThat(output).as("no JVM is forked for a skipped cell").doesNotContain("] mongodb/");
    }

    @Test
    void aServerThatDoesNotAnswerFailsTheCellWithAOneLineReason() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings("backends", "mongodb", "variants", "tuned", "mongo.uri", "mongodb://127.0.0.1:1"),
                new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        assertThat(exitCode).isEqualTo(1);
        CellResult cell = latest().results().stream().filter(c -> c.backend().equals("mongodb")).findFirst().orElseThrow();
        assertThat(cell.failed()).isTrue();
        assertThat(cell.skipped()).isNull();
        assertThat(cell.failure()).contains("no MongoDB server answered at 127.0.0.1:1 within 5000 ms", "Connection refused")
                .doesNotContain("\n");
    }

    @Test
    void aMongoUriThatIsNotAConnectionStringIsRejectedBeforeAnyWork() {
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        assertThatThrownBy(() -> new WriteBenchmark(settings("backends", "mongodb", "mongo.uri", "localhost:27017"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("-Dmongo.uri=localhost:27017");
    }

    private Properties settings(String... pairs) {
        Properties settings = new Properties();
        settings.setProperty("rows", "2000");
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        for (int i = 0; i < pairs.length; i += 2) {
            settings.setProperty(pairs[i], pairs[i + 1]);
        }
        return settings;
    }

    private ResultFile latest() throws Exception {
        return ResultFiles.read(directory.resolve("results/write-latest.json"));
    }
}
