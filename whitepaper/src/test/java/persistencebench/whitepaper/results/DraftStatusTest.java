package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DraftStatusTest {

    @TempDir
    Path dir;

    @Test
    void aPublishedRunWithoutFailedCellsIsNotADraft() {
        DraftStatus status = DraftStatus.of(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.WRITE)));

        assertThat(status.isDraft()).isFalse();
        assertThat(status.reasons()).isEmpty();
    }

    @Test
    void anyDraftFileMakesTheDocumentADraftWithItsReasons() {
        DraftStatus status = DraftStatus.of(Fixtures.loadBoth(dir));

        assertThat(status.isDraft()).isTrue();
        assertThat(status.reasons()).containsExactly("read run: -Dquick: 3 measured samples per cell instead of 10",
                "read run: the bookstore is small, not the study's medium", "read run: 1 cell failed");
    }

    @Test
    void aFailedCellInAFileThatSaysPublishedStillMakesADraft() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, "jdbc", "paper", "store", null)
                .put("ok", false).put("failure", "connection refused"));

        DraftStatus status = DraftStatus.of(new ResultsLoader().load(dir));

        assertThat(status.reasons()).containsExactly(
                "write run: 1 cell failed or could not be verified (listed below); they are not charted");
    }

    @Test
    void aPublishedStatusThatTheRecordedSettingsOrMachineContradictMakesADraft() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            com.fasterxml.jackson.databind.node.ObjectNode environment = (com.fasterxml.jackson.databind.node.ObjectNode) json.get("environment");
            environment.set("publishedSettings", environment.get("settings").deepCopy());
            ((com.fasterxml.jackson.databind.node.ObjectNode) environment.get("publishedSettings")).put("forks", "7");
            json.putObject("quietness").put("otherCpuShare", 0.3).put("stealShare", 0.0).put("limit", 0.9).put("samples", 10)
                    .put("sampleSeconds", 20.0);
        });

        DraftStatus status = DraftStatus.of(new ResultsLoader().load(dir));

        assertThat(status.reasons()).hasSize(2).allSatisfy(reason -> assertThat(reason)
                .startsWith("write run: write-latest.json says publication.status \"published\", but "));
        assertThat(status.reasons().get(0)).contains("the settings it records make it a draft", "(published: 7)");
        assertThat(status.reasons().get(1)).contains("the machine was not quiet: others took 30.0 %", "the 5 % a published run allows");
    }

    @Test
    void runsInDifferentDurabilityClassesMakeADraft() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("environment"))
                .put("durability", "os"));

        assertThat(DraftStatus.of(new ResultsLoader().load(dir)).reasons())
                .contains("the runs were measured in different durability classes (write run disk, read run os): their figures are"
                        + " not one comparison");
    }

    @Test
    void aFileThatDoesNotSayIsADraft() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.remove("publication"));

        assertThat(DraftStatus.of(new ResultsLoader().load(dir)).reasons()).singleElement().asString()
                .contains("does not say whether it may be published");
    }
}
