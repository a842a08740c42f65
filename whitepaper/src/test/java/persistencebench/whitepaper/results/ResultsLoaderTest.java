package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResultsLoaderTest {

    @TempDir
    Path dir;

    private final ResultsLoader loader = new ResultsLoader();

    @Test
    void loadsBothFixturesIgnoringUnknownFields() {
        AvailableResults results = loader.load(Fixtures.copy(dir, Fixtures.WRITE, Fixtures.READ));

        BenchmarkRun write = results.write().orElseThrow();
        BenchmarkRun read = results.read().orElseThrow();
        assertThat(write.cells()).hasSize(12);
        assertThat(read.cells()).hasSize(32);
        assertThat(write.phases()).containsExactly("load-only", "store");
        assertThat(read.phases()).containsExactly("customersPaged", "purchasesOfForeigners");
        assertThat(write.environment().version("hibernate")).isEqualTo("7.4.6.Final");
        assertThat(read.dataset().parameters().get("pageSize").asInt()).isEqualTo(100);
    }

    @Test
    void loadsWhicheverFileExists() {
        AvailableResults results = loader.load(Fixtures.copy(dir, Fixtures.READ));

        assertThat(results.write()).isEmpty();
        assertThat(results.read()).isPresent();
    }

    @Test
    void noFileAtAllIsAClearError() {
        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOf(NoResultFilesException.class)
                .hasMessageContaining("no result files in " + dir + "/")
                .hasMessageContaining("./mvnw -pl write exec:java");
    }

    @Test
    void refusesAnUnfinishedRun() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> json.put("finished", false));

        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("Refused " + file)
                .hasMessageContaining("unfinished: \"finished\" is false");
    }

    @Test
    void refusesAFailedVerificationAndQuotesItsProblems() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode verification = (ObjectNode) json.get("verification");
            verification.put("ok", false);
            verification.putArray("problems").add("jdbc/paper stored 999 of 1000 rows");
        });

        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("verification failed (verification.ok is false): jdbc/paper stored 999 of 1000 rows");
    }

    @Test
    void refusesAFailedCellWithItsReason() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, 3)
                .put("ok", false).put("failure", "StorageException: channel 1 locked"));

        assertThatThrownBy(() -> loader.load(dir))
                .hasMessageContaining("cell microstream/tuned-1ch/store failed (ok is false): StorageException: channel 1 locked");
    }

    @Test
    void refusesAChecksumMismatchAndLostRows() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            Fixtures.cell(json, 8).put("checksumOk", false);
            Fixtures.cell(json, 9).put("rowsStored", 485);
        });

        assertThatThrownBy(() -> loader.load(dir))
                .hasMessageContaining("cell jdbc/paper/store stored data whose checksum does not match the input")
                .hasMessageContaining("cell jdbc/tuned/store stored 485 rows but 1000 were expected");
    }

    @Test
    void refusesReadCellsWhoseDigestsDisagreeWithinAPhase() {
        Fixtures.alter(dir, Fixtures.READ, json -> Fixtures.cell(json, 9).put("resultDigest", "sha256:different"));

        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("backends disagree on phase customersPaged: resultDigest differs")
                .hasMessageContaining("sha256:different from jdbc/paper/customersPaged/hot");
    }

    @Test
    void refusesMalformedJsonNamingTheFileAndPosition() {
        Path file = Fixtures.writeRaw(dir, Fixtures.READ, "{\"benchmark\": \"read\",\n \"finished\": tru }");

        assertThatThrownBy(() -> loader.load(dir))
                .hasMessageContaining("Refused " + file)
                .hasMessageContaining("not a valid result file")
                .hasMessageContaining("line 2");
    }

    @Test
    void reportsEveryRefusedFileAtOnce() {
        Path write = Fixtures.alter(dir, Fixtures.WRITE, json -> json.put("finished", false));
        Path read = Fixtures.alter(dir, Fixtures.READ, json -> json.put("benchmark", "write"));

        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOfSatisfying(RefusedResultFileException.class,
                        e -> assertThat(e.problemsByFile()).containsOnlyKeys(write, read))
                .hasMessageContaining("\"benchmark\" is \"write\" but this file must hold the \"read\" benchmark")
                .hasMessageContaining("Fix: rerun ./mvnw -pl read exec:java");
    }
}
