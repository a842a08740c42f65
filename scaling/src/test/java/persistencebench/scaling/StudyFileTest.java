package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.result.Json;
import persistencebench.write.WriteBenchmark;

class StudyFileTest {

    private static StepOutcome writeStep(Path file, double otherCpuShare) {
        ObjectNode content = Json.mapper().createObjectNode();
        content.putObject("verification").put("ok", true);
        content.putObject("quietness").put("otherCpuShare", otherCpuShare).put("stealShare", 0.0).put("limit", 0.05)
                .put("samples", 3).put("sampleSeconds", 42.0);
        ScalingStep step = new ScalingStep("write-1000", Case.WRITE, null, 1000, null, WriteBenchmark.class, Map.of(), 1000);
        return new StepOutcome(step, file, content, 0, 42, false, StepOutcome.MEASURED, null);
    }

    @Test
    void aStepMeasuredOnABusyMachineMakesTheStudyADraftAndAQuietOneDoesNot(@TempDir Path results) throws Exception {
        Path stepFile = Files.writeString(results.resolve("write-x.json"), "{}");
        StudyFile study = StudyFile.start(results, Map.of(), List.of());

        study.step(writeStep(stepFile, 0.01));
        JsonNode quiet = Json.mapper().readTree(study.file().toFile());
        assertThat(quiet.path("publication").path("status").asText()).isEqualTo("published");

        study.step(writeStep(stepFile, 0.2));
        JsonNode busy = Json.mapper().readTree(study.file().toFile());
        assertThat(busy.path("publication").path("status").asText()).isEqualTo("draft");
        assertThat(busy.path("publication").path("reasons").get(0).asText())
                .startsWith("step write-1000: the machine was not quiet: others took 20.0 %");
    }
}
