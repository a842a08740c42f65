package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;
import static org.assertj.core.api.Assertions.tuple;

/** The loader reads a scaling study's file by the harness's field names and refuses it as it refuses the runs' files. */
class ScalingRunTest {

    @TempDir
    Path dir;

    private final ResultsLoader loader = new ResultsLoader();

    @Test
    void aDirectoryWithTheStudyAloneLoads() {
        AvailableResults results = loader.load(Fixtures.copy(dir, Fixtures.SCALING));
        ScalingRun study = results.scaling().orElseThrow();

        assertThat(results.write()).isEmpty();
        assertThat(results.read()).isEmpty();
        assertThat(study.steps()).hasSize(8).extracting(ScalingStep::step).startsWith("read-small", "read-medium", "read-large");
        assertThat(study.steps(ScalingCase.WRITE)).extracting(ScalingStep::rows).containsExactly(100_000L, 1_000_000L, 10_000_000L);
        assertThat(study.steps(ScalingCase.READ).get(2).measured()).isFalse();
        assertThat(study.points(ScalingCase.READ)).hasSize(18);
        assertThat(study.points(ScalingCase.WRITE)).hasSize(9);
        assertThat(study.memoryWall()).containsExactly(
                new MemoryWallEntry("microstream", "paper", "64m", "small", "medium", "OutOfMemoryError: Java heap space",
                        List.of("wall-64m-small", "wall-64m-medium")),
                new MemoryWallEntry("microstream", "tuned", "64m", "medium", null, null, List.of("wall-64m-small", "wall-64m-medium")));
    }

    @Test
    void aPointThatFailedIsNeverChartedAndACurveKeepsTheSizesItAnswered() {
        ScalingRun study = loader.load(Fixtures.copy(dir, Fixtures.SCALING)).scaling().orElseThrow();
        ScalingPhase cold = new ScalingPhase("purchasesOfForeigners", "cold");

        assertThat(study.points(cold::holds)).filteredOn(point -> !point.charted()).singleElement()
                .satisfies(point -> assertThat(point.scale()).isEqualTo(100_000));
        assertThat(study.curves(new BackendCatalogue(Map.of()), cold::holds))
                .extracting(curve -> curve.contestant().backend(), curve -> curve.points().stream().map(ScalingPoint::scale).toList())
                .containsExactlyInAnyOrder(tuple("jdbc", List.of(1_000L, 10_000L, 100_000L)),
                        tuple("microstream", List.of(1_000L, 10_000L)));
    }

    @Test
    void theReadPhasesComeInTheOrderTheyFirstAppear() {
        ScalingRun study = loader.load(Fixtures.copy(dir, Fixtures.SCALING)).scaling().orElseThrow();

        assertThat(study.readPhases()).containsExactly(new ScalingPhase("purchasesOfForeigners", "hot"),
                new ScalingPhase("purchasesOfForeigners", "cold"), new ScalingPhase("customersPaged", "hot"));
    }

    @Test
    void aWriteRateIsTheReciprocalOfTheTimeAndItsInterval() {
        ScalingPoint jdbc = loader.load(Fixtures.copy(dir, Fixtures.SCALING)).scaling().orElseThrow().points(ScalingCase.WRITE).stream()
                .filter(point -> point.backend().equals("jdbc") && point.scale() == 100_000).findFirst().orElseThrow();

        Estimate rate = jdbc.rowsPerSecond().orElseThrow();

        assertThat(rate.value()).isCloseTo(100_000.0, offset(0.01));
        assertThat(rate.interval().orElseThrow().low()).as("100,000 trips in 1.25 s").isCloseTo(80_000.0, offset(0.01));
        assertThat(rate.interval().orElseThrow().high()).as("in 0.8 s").isCloseTo(125_000.0, offset(0.01));
    }

    @Test
    void refusesAStudyOfANewerFormatNamingTheStudysCommand() {
        Path file = Fixtures.alter(dir, Fixtures.SCALING, json -> json.put("formatVersion", 99));

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("Refused " + file)
                .hasMessageContaining("scaling-latest.json is in result format 99, newer than the 2 this white paper reads")
                .hasMessageContaining("rerun " + ScalingRun.COMMAND);
    }

    @Test
    void refusesAnUnfinishedStudyAndAPointOfNoStep() {
        Fixtures.alter(dir, Fixtures.SCALING, json -> {
            json.put("finished", false);
            ((ObjectNode) json.get("points").get(0)).put("step", "read-huge");
        });

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("unfinished: \"finished\" is false")
                .hasMessageContaining("of step read-huge: no such step in \"steps\"");
    }

    @Test
    void theStepsFilesGiveLabelsColoursAndFloors() throws IOException {
        Fixtures.copy(dir, Fixtures.SCALING);
        Path stepFile = dir.resolve("scaling-20261201T100000Z/write-100000/write-latest.json");
        Files.createDirectories(stepFile.getParent());
        Files.writeString(stepFile, """
                {"benchmark": "write", "backends": {"eclipsestore": {"label": "Eclipse Store", "colour": "#112233", "order": 5,
                  "variants": {"tuned": {"kind": "tuned"}}}},
                 "results": [{"id": "eclipsestore/tuned/store", "backend": "eclipsestore", "variant": "tuned", "phase": "store",
                  "durability": "none"}]}""");

        AvailableResults results = loader.load(dir);
        ScalingRun study = results.scaling().orElseThrow();

        assertThat(results.scalingCatalogue().label("eclipsestore")).isEqualTo("Eclipse Store");
        assertThat(results.scalingCatalogue().colour("eclipsestore")).contains("#112233");
        assertThat(study.points(ScalingCase.WRITE)).filteredOn(study::isFloor).extracting(ScalingPoint::backend).containsOnly("csv", "eclipsestore");
    }

    @Test
    void aStepFileThatCannotBeReadRefusesTheStudy() throws IOException {
        Fixtures.copy(dir, Fixtures.SCALING);
        Path stepFile = dir.resolve("scaling-20261201T100000Z/read-small/read-latest.json");
        Files.createDirectories(stepFile.getParent());
        Files.writeString(stepFile, "{ not json");

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("step read-small's result file scaling-20261201T100000Z/read-small/read-latest.json is not a valid");
    }

    @Test
    void aReadOrWriteStepThatDidNotMeasureMakesADraftAWallStepDoesNot() {
        DraftStatus status = DraftStatus.of(loader.load(Fixtures.copy(dir, Fixtures.SCALING)));

        assertThat(status.reasons()).singleElement().asString().startsWith("scaling study: step read-large failed: 1 problem(s)")
                .doesNotContain("wall-64m-medium");
    }

    @Test
    void aDraftStudyMakesTheDocumentADraftWithItsReason() {
        Fixtures.alter(dir, Fixtures.SCALING, json -> {
            ObjectNode publication = (ObjectNode) json.get("publication");
            publication.put("status", "draft");
            ((ArrayNode) publication.get("reasons")).add("run with -Dquick");
        });

        assertThat(DraftStatus.of(loader.load(dir)).reasons()).contains("scaling study: run with -Dquick");
    }
}
