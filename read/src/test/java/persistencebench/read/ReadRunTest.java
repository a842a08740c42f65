package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;

/** The whole program logic on the tiny dataset, with tasks run in this JVM instead of forks. */
class ReadRunTest {

    @Test
    void writesAFinishedResultFileWithEveryCellAndAgreeingDigests(@TempDir Path results) {
        Properties props = new Properties();
        props.setProperty("size", "tiny");
        props.setProperty("seed", Long.toString(TinyBookstore.SEED));
        props.setProperty("iterations", "2");
        props.setProperty("warmups", "1");
        props.setProperty("data", TinyBookstore.dataDirectory().toString());
        props.setProperty("results", results.toString());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        ReadRun.Outcome outcome = new ReadRun(ReadSettings.parse(props), TestPostgres.server(),
                new InProcessTaskExecutor(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.verified()).isTrue();
        assertThat(outcome.latest()).isEqualTo(results.resolve("read-latest.json"));
        ResultFile file = ResultFiles.read(outcome.latest());
        assertThat(file.finished()).isTrue();
        assertThat(file.verification().ok()).isTrue();
        assertThat(file.dataset()).containsEntry("kind", "bookstore").containsEntry("size", "tiny").containsKey("parameters");
        assertThat(file.results()).hasSize(2 * 2 * 4 * 2);
        assertThat(file.results()).extracting(c -> c.phase() + " " + c.temperature() + " " + c.backend() + "/" + c.variant())
                .contains("customersPaged cold microstream/paper", "purchasesOfForeigners hot hibernate/tuned",
                        "purchasesOfForeigners cold eclipsestore/tuned", "customersPaged hot jdbc/paper")
                .doesNotHaveDuplicates();
        Map<String, List<Object>> digestsByPhase = file.results().stream().collect(Collectors.groupingBy(CellResult::phase,
                Collectors.mapping(c -> c.metric("resultDigest"), Collectors.toList())));
        digestsByPhase.forEach((phase, digests) -> assertThat(digests.stream().distinct().toList()).as(phase).hasSize(1)
                .first().asString().startsWith("sha256:"));
        for (CellResult cell : file.results()) {
            assertThat(cell.ok()).as(cell.label()).isTrue();
            assertThat(cell.samplesMillis()).as(cell.label()).hasSize(2);
            assertThat(cell.metric("loadConnectMillis")).as(cell.label()).isInstanceOf(Number.class);
            assertThat(cell.metric(SampleOperation.RESULT_ROWS)).as("row keys are stripped").isNull();
            boolean sql = cell.backend().equals("jdbc") || cell.backend().equals("hibernate");
            assertThat(cell.metrics().containsKey("jdbcStatements")).as(cell.label()).isEqualTo(sql);
        }
        CellResult coldJdbc = file.results().stream().filter(c -> c.label().equals("jdbc/tuned customersPaged cold")).findFirst().orElseThrow();
        assertThat(coldJdbc.metric("serverRestarted")).isEqualTo(true);
        assertThat((List<?>) coldJdbc.metric("loadConnectSamplesMillis")).hasSize(2);
        assertThat(coldJdbc.warmupSamplesMillis()).isEmpty();
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("paper's figures: Hibernate", "stmts/query foreigners");
    }
}
