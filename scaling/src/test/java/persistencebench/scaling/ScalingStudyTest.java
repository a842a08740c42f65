package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.result.Json;
import persistencebench.harness.testing.Slow;
import persistencebench.harness.testing.TestProperties;

/** The study end to end on real engines, at its smallest: one wall step, the object graphs on the tiny bookstore. */
@Slow
class ScalingStudyTest {

    @TempDir
    Path directory;

    @Test
    void aWallStepRunsTheReadProgramAndTheStudyFileGathersItsVerifiedCellsAndTheWall() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int code = ScalingStudy.run(TestProperties.of("quick", "true", "cases", "wall", "wallSizes", "tiny", "wallHeaps", "256m",
                "results", directory.resolve("results").toString(), "data", directory.resolve("data").toString()),
                new PrintStream(console, true, StandardCharsets.UTF_8));

        assertThat(code).isZero();
        JsonNode study = Json.mapper().readTree(directory.resolve("results/scaling-latest.json").toFile());
        assertThat(study.path("finished").asBoolean()).isTrue();
        assertThat(study.path("benchmark").asText()).isEqualTo("scaling");
        assertThat(study.path("publication").path("status").asText()).isEqualTo("draft");
        JsonNode step = study.path("steps").get(0);
        assertThat(step.path("step").asText()).isEqualTo("wall-256m-tiny");
        assertThat(step.path("outcome").asText()).isEqualTo("measured");
        Path stepFile = directory.resolve("results").resolve(step.path("file").asText());
        assertThat(Json.mapper().readTree(stepFile.toFile()).path("verification").path("ok").asBoolean()).isTrue();

        JsonNode points = study.path("points");
        assertThat(points).isNotEmpty().allSatisfy(point -> {
            assertThat(point.path("case").asText()).isEqualTo("wall");
            assertThat(point.path("heap").asText()).isEqualTo("256m");
            assertThat(point.path("ok").asBoolean()).isTrue();
            assertThat(point.path("scale").asLong()).as("the tiny bookstore's purchases").isPositive();
        });
        assertThat(StreamSupport.stream(points.spliterator(), false).map(p -> p.path("backend").asText()).distinct())
                .containsExactlyInAnyOrder("microstream", "eclipsestore");
        assertThat(study.path("memoryWall")).hasSize(4).allSatisfy(entry -> {
            assertThat(entry.path("largestAnswered").asText()).isEqualTo("tiny");
            assertThat(entry.path("firstFailed").isNull()).isTrue();
        });
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("[scaling 1/1] wall-256m-tiny measured in", "The memory wall");
        assertThat(Files.list(directory.resolve("results")).map(p -> p.getFileName().toString()))
                .anyMatch(name -> name.matches("scaling-\\d{8}T\\d{6}Z\\.json"));
    }
}
