package persistencebench.whitepaper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line: settings, help and exit codes (none of these cases reaches the slow rendering). */
class WhitePaperTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void helpListsTheSettings() {
        assertThat(run("help", "")).isEqualTo(WhitePaper.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("-Dresults", "-Dpdf", "[default: true; quick: false]", "Exit codes");
    }

    @Test
    void anInvalidPdfValueIsRejectedWithExitCode2() {
        assertThat(run("results", dir.toString(), "pdf", "maybe")).isEqualTo(WhitePaper.INVALID_SETTING);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("invalid value -Dpdf=maybe: expected true or false");
    }

    @Test
    void aResultsPathThatIsAFileIsRejectedWithExitCode2() throws Exception {
        Path file = Files.writeString(dir.resolve("results.txt"), "");

        assertThat(run("results", file.toString())).isEqualTo(WhitePaper.INVALID_SETTING);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("is a file, not a directory");
    }

    @Test
    void noResultFilesExitsWith1AndSaysWhatToRun() {
        assertThat(run("results", dir.toString())).isEqualTo(WhitePaper.NO_RESULTS);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("no result files in " + dir + "/: run ./mvnw -pl write exec:java");
    }

    @Test
    void aRefusedFileExitsWith3NamingTheFileAndProblem() {
        Fixtures.alter(dir, Fixtures.READ, json ->
                Fixtures.cell(json, "jdbc", "paper", "customersPaged", "cold").put("resultDigest", "sha256:odd"));

        assertThat(run("results", dir.toString())).isEqualTo(WhitePaper.REFUSED);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("Refused " + dir.resolve("read-latest.json"))
                .contains("backends disagree on phase customersPaged");
    }

    @Test
    void anImpossibleFigureExitsWith3InOneLineNamingTheFileCellAndField() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, "jdbc", "tuned", "store", null).put("medianMillis", -5.0));

        assertThat(run("results", dir.toString(), "pdf", "false")).isEqualTo(WhitePaper.REFUSED);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("write-latest.json, cell jdbc/tuned@postgresql/store, \"medianMillis\""
                + " is -5.0: a time is a finite number of 0 or more");
    }

    @Test
    void anEditionThatEscapesTheCheckoutByItsDotsExitsWith5AndWritesNothing() {
        Path results = Fixtures.copy(mkdir(dir.resolve("results")), Fixtures.WRITE, Fixtures.READ);
        Path checkout = Path.of("").toAbsolutePath();
        String escape = "editions/" + checkout.resolve("editions").relativize(dir.resolve("elsewhere/2026-12-03")).toString().replace('\\', '/');

        assertThat(run("results", results.toString(), "edition", escape)).isEqualTo(WhitePaper.NOT_PUBLISHABLE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("-Dedition=" + escape + " is outside the checkout");
        assertThat(dir.resolve("elsewhere")).doesNotExist();
    }

    private static Path mkdir(Path path) {
        try {
            return Files.createDirectories(path);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private int run(String... keyValues) {
        Properties properties = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) {
            properties.setProperty(keyValues[i], keyValues[i + 1]);
        }
        return WhitePaper.run(properties, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }
}
