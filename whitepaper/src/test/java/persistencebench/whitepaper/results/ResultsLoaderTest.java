package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
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
    void readsEveryFieldOfTheNewFormat() {
        AvailableResults results = Fixtures.loadBoth(dir);
        BenchmarkRun write = results.write().orElseThrow();
        BenchmarkRun read = results.read().orElseThrow();

        assertThat(write.cells()).hasSize(11);
        assertThat(read.cells()).hasSize(32);
        assertThat(write.publication()).hasValueSatisfying(p -> assertThat(p.isDraft()).isFalse());
        assertThat(read.publication().orElseThrow().reasons()).contains("the bookstore is small, not the study's medium");
        assertThat(write.environment().durability()).isEqualTo("disk");
        assertThat(write.environment().databaseSettings()).containsEntry("fsync", "on").containsEntry("full_page_writes", "on");
        assertThat(write.catalogue().label("jdbc")).isEqualTo("JDBC");
        assertThat(write.catalogue().colour("jdbc")).contains("#e69f00");
        assertThat(write.catalogue().kind("jdbc", "rewrite")).isEqualTo(ResultVariantKind.STEP);
        assertThat(read.file().sanityPairs()).hasSize(3).anyMatch(SanityPair::isInconsistent);

        ResultCell store = cell(write, "jdbc", "paper", "store", null);
        assertThat(store.openSamplesMillis()).containsExactly(120.0, 110.0, 130.0);
        assertThat(store.closeMillis()).isEqualTo(950.0);
        assertThat(store.samplesFork()).containsExactly(1, 1, 2);
        assertThat(store.forks()).isEqualTo(2);
        assertThat(store.serverCpuMillis()).isNotNull();
        assertThat(store.walBytes()).isPositive();
        assertThat(store.liveHeapBytes()).isPositive();
        assertThat(store.durability()).isEqualTo("disk");
        assertThat(store.database()).isEqualTo("postgresql");
        ResultCell retried = cell(write, "eclipsestore", "tuned", "store", null);
        assertThat(retried.attempts()).extracting(Attempt::exitCode).containsExactly(137, 0);

        ResultCell cold = cell(read, "jdbc", "paper", "customersPaged", "cold");
        assertThat(cold.coldKind()).isEqualTo("jvm-cold");
        assertThat(cold.implementation()).isEqualTo("persistencebench.read.jdbc.PaperCustomersPaged");
        assertThat(cell(read, "jdbc", "paper", "customersPaged", "hot").openSamplesMillis()).isEmpty();
    }

    @Test
    void aFailedCellDoesNotRefuseItsFileButIsNeverChartable() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();
        ResultCell failed = cell(read, "hibernate", "paper", "purchasesOfForeigners", "cold");

        assertThat(read.verdict(failed).status()).isEqualTo(CellVerdict.Status.FAILED);
        assertThat(read.faulty()).containsExactly(failed);
        assertThat(read.chartable("purchasesOfForeigners")).doesNotContain(failed).hasSize(15);
    }

    @Test
    void anOkCellWithLostRowsOrABadChecksumIsUnverifiedNotRefused() {
        Fixtures.copy(dir, Fixtures.READ);
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            Fixtures.cell(json, "jdbc", "paper", "store", null).put("checksumOk", false);
            Fixtures.cell(json, "jdbc", "tuned", "store", null).put("rowsStored", 2_821_000);
        });
        BenchmarkRun write = loader.load(dir).write().orElseThrow();

        assertThat(write.faulty()).extracting(c -> write.verdict(c).reason()).containsExactly(
                "the stored rows' checksum does not match the input", "stored 2821000 rows but 2821515 were expected");
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
    void refusesARunWithoutEnvironment() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.remove("environment"));

        assertThatThrownBy(() -> loader.load(dir)).hasMessageContaining("\"environment\" is missing");
    }

    @Test
    void refusesReadCellsThatSucceededButDisagreeOnTheAnswer() {
        Fixtures.alter(dir, Fixtures.READ, json ->
                Fixtures.cell(json, "jdbc", "paper", "customersPaged", "hot").put("resultDigest", "sha256:different"));

        assertThatThrownBy(() -> loader.load(dir))
                .isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("backends disagree on phase customersPaged: resultDigest differs")
                .hasMessageContaining("sha256:different from jdbc/paper/customersPaged/hot");
    }

    @Test
    void aFailedCellsDigestIsNotCompared() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json ->
                Fixtures.cell(json, "hibernate", "paper", "purchasesOfForeigners", "cold").put("resultDigest", "sha256:partial"));

        assertThat(loader.load(dir).read()).isPresent();
    }

    @Test
    void refusesAFailedVerificationThatNoCellExplains() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode verification = (ObjectNode) json.get("verification");
            verification.put("ok", false);
            verification.putArray("problems").add("jdbc stored different rows than hibernate");
        });

        assertThatThrownBy(() -> loader.load(dir)).hasMessageContaining(
                "verification failed (verification.ok is false) although every cell succeeded: jdbc stored different rows");
    }

    @Test
    void refusesCellsOfABackendTheFileDoesNotDescribe() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ((ObjectNode) json.get("backends")).remove("hibernate");
            ((ObjectNode) json.get("backends").get("jdbc")).put("colour", "orange");
            ((ObjectNode) json.get("backends").get("jdbc").get("variants")).remove("rewrite");
        });

        assertThatThrownBy(() -> loader.load(dir))
                .hasMessageContaining("backend hibernate has cells but no entry in \"backends\"")
                .hasMessageContaining("backends.jdbc.colour is orange, not #rrggbb")
                .hasMessageContaining("backends.jdbc.variants has no entry rewrite");
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

    @Test
    void refusesAnOkCellWithoutSamples() {
        Fixtures.alter(dir, Fixtures.WRITE, json ->
                ((ArrayNode) Fixtures.cell(json, "jdbc", "tuned", "store", null).get("samplesMillis")).removeAll());

        assertThatThrownBy(() -> loader.load(dir)).hasMessageContaining("cell jdbc/tuned/store has no measured samples");
    }

    static ResultCell cell(BenchmarkRun run, String backend, String variant, String phase, String temperature) {
        return run.cells().stream().filter(c -> c.backend().equals(backend) && c.variant().equals(variant)
                && c.phase().equals(phase) && (temperature == null || temperature.equals(c.temperature())))
                .findFirst().orElseThrow();
    }
}
