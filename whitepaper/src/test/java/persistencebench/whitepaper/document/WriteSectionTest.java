package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import static org.assertj.core.api.Assertions.assertThat;

/** The write section states the sample plan's numbers the result file records, not numbers of its own. */
@Slow
class WriteSectionTest {

    private static final String FEWER = "took fewer samples than the run's iterations";

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    @Test
    void theSamplePlanSentenceTakesItsNumbersFromTheResultFile() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            // numbers the code never uses, so only the file can have put them into the sentence
            json.withObjectProperty("environment").withObjectProperty("execution").putObject("samplePlan").put("firstForkSamples", 1)
                    .put("minSamples", 4).put("studyMinSamples", 7).put("maxSamples", 9).put("budgetSeconds", 45);
            ((ObjectNode) json.get("results").get(1)).put("samplesPlan", "2 of 9 samples: its warm-up predicts 30 s");
        });

        String bullet = AdocFacts.block(render(), FEWER);

        assertThat(bullet).startsWith("* 1 cell(s)").contains(" 45 s ", " at least 4 forks", " figures 7", "a longer one took one and is not ranked");
    }

    @Test
    void aPlanThatLeavesOutTheLoadsBeyondTheBudgetSaysSo() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            json.withObjectProperty("environment").withObjectProperty("execution").putObject("samplePlan").put("firstForkSamples", 1)
                    .put("minSamples", 3).put("studyMinSamples", 3).put("maxSamples", 9).put("budgetSeconds", 60).put("leavesOutOverBudget", true);
            ((ObjectNode) json.get("results").get(1)).put("samplesPlan", "4 of 9 samples: its warm-up predicts 14 s");
        });

        assertThat(AdocFacts.block(render(), FEWER)).contains("a longer one was left out after its first fork's warm-ups")
                .doesNotContain("took one and is not ranked");
    }

    @Test
    void aCellLeftOutByTheBudgetIsNamedWithItsPrediction() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> ((ObjectNode) json.get("results").get(1)).put("ok", false)
                .put("skipped", "its warm-up on 200,000 trips predicts 166.0 s per sample").put("samplesPlan", "its warm-up on 200,000"
                        + " trips predicts 166.0 s per sample"));

        String bullet = AdocFacts.block(render(), "were left out after their first fork's warm-ups");

        assertThat(bullet).startsWith("* 1 cell(s)").contains("predicts 166.0 s per sample");
        assertThat(render()).doesNotContain(FEWER);
    }

    @Test
    void aFileWithoutThePlanGetsTheSentenceWithoutNumbers() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> ((ObjectNode) json.get("results").get(1)).put("samplesPlan", "2 of 3 samples"));

        String bullet = AdocFacts.block(render(), FEWER);

        assertThat(bullet).contains("more than one fork").doesNotContainPattern("at least \\d").doesNotContainPattern("budget of \\d");
    }

    private String render() {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(new ResultsLoader().load(dir), List.of());
    }
}
