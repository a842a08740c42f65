package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.result.Json;

class MemoryWallTest {

    private static ObjectNode point(String variant, String heap, String size, boolean ok, String failure) {
        ObjectNode point = Json.mapper().createObjectNode().put("case", "wall").put("backend", "microstream").put("variant", variant)
                .put("heap", heap).put("size", size).put("ok", ok);
        return failure == null ? point : point.put("failure", failure);
    }

    @Test
    void eachVariantAndHeapGetsTheLargestSizeItAnsweredAndTheFirstItFailedWithItsReason() {
        List<ObjectNode> points = List.of(
                point("paper", "64m", "tiny", true, null), point("paper", "64m", "small", true, null),
                point("paper", "64m", "medium", false, "forked JVM crashed twice: OutOfMemoryError"),
                point("paper", "128m", "tiny", true, null), point("paper", "128m", "medium", true, null),
                point("tuned", "64m", "tiny", false, "OutOfMemoryError"), point("tuned", "64m", "small", true, null),
                point("tuned", "128m", "tiny", true, null));

        List<ObjectNode> wall = MemoryWall.of(points, List.of("64m", "128m"), List.of("tiny", "small", "medium"), List.of("microstream"));

        assertThat(wall).extracting(w -> w.path("variant").asText() + " " + w.path("heap").asText() + ": "
                + w.path("largestAnswered").asText("-") + " / " + w.path("firstFailed").asText("-")).containsExactly(
                "paper 64m: small / medium", "paper 128m: medium / -", "tuned 64m: - / tiny", "tuned 128m: tiny / -");
        assertThat(wall.get(0).path("failure").asText()).contains("OutOfMemoryError");
        assertThat(wall.get(1).path("largestAnswered").asText()).as("a size that did not run counts neither way").isEqualTo("medium");
    }

    @Test
    void onlyAnEndOfHeapMeetsTheWallAnyOtherFailureIsTheStudysProblem() {
        List<ObjectNode> points = List.of(point("paper", "64m", "medium", false, "root cause: java.lang.OutOfMemoryError: Java heap space"),
                point("tuned", "64m", "medium", false, "timed out after 3600 s").put("step", "wall-64m-medium").put("id", "microstream/tuned/x/cold"),
                point("tuned", "64m", "small", false, null).put("skipped", "not selected"));

        assertThat(MemoryWall.otherFailures(points)).containsExactly("wall-64m-medium microstream/tuned/x/cold: timed out after 3600 s");
    }

    @Test
    void atTheReadPartsHeapItsObjectGraphCellsDecideAndAFailureOtherThanHeapDecidesNothing() {
        List<ObjectNode> points = List.of(
                point("paper", "1g", "medium", true, null).put("step", "wall-1g-medium"),
                point("paper", "1g", "large", false, "OutOfMemoryError").put("step", "wall-1g-large"),
                point("paper", "2g", "medium", true, null).put("case", "read").put("step", "read-medium"),
                point("paper", "2g", "large", true, null).put("case", "read").put("step", "read-large"),
                point("paper", "2g", "large", false, "timed out").put("case", "read").put("step", "read-large").put("database", "postgresql")
                        .put("backend", "jdbc"),
                point("paper", "2g", "large", false, null).put("case", "read").put("step", "read-large").put("skipped", "not selected"),
                point("tuned", "1g", "medium", true, null).put("step", "wall-1g-medium"),
                point("tuned", "1g", "large", false, "timed out after 3600 s").put("step", "wall-1g-large"));

        List<ObjectNode> wall = MemoryWall.of(points, List.of("1g", "2048m", "4g"), List.of("medium", "large"), List.of("microstream"));

        assertThat(wall).as("no entry for 4g, where nothing ran").extracting(w -> w.path("variant").asText() + " " + w.path("heap").asText()
                        + ": " + w.path("largestAnswered").asText("-") + " / " + w.path("firstFailed").asText("-") + " by " + w.path("decidedBy"))
                .containsExactly("paper 1g: medium / large by [\"wall-1g-medium\",\"wall-1g-large\"]",
                        "paper 2048m: large / - by [\"read-medium\",\"read-large\"]",
                        "tuned 1g: medium / - by [\"wall-1g-medium\"]");
    }
}
