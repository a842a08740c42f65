package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

/** The appendix of every sample: a percentile of too few samples would repeat the slowest, so it shows a dash. */
class SamplesAppendixTest {
    private static final int P90 = 5;
    private static final int P99 = 6;

    @TempDir
    Path dir;

    @Test
    void aPercentileOfTooFewSamplesIsADashNotTheSlowestSampleAgain() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            // one hot cell of twelve samples over three forks: enough for a p90, not for a p99
            ObjectNode cell = (ObjectNode) json.get("results").get(1);
            ArrayNode samples = cell.putArray("samplesMillis");
            ArrayNode forks = cell.putArray("samplesFork");
            for (int i = 0; i < 12; i++) {
                samples.add(10.0 + i);
                forks.add(1 + i / 4);
            }
            cell.put("minMillis", 10.0).put("maxMillis", 21.0).put("medianMillis", 15.5).put("meanMillis", 15.5).put("geomeanMillis", 15.2)
                    .put("p90Millis", 20.0).put("p99Millis", 21.0);
        });
        StudyResources study = new StudyResources();
        String adoc = new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(new ResultsLoader().load(dir), List.of());

        List<List<String>> rows = AdocFacts.rows(AdocFacts.table(adoc, "Every sample of the read run")).stream()
                .filter(row -> row.size() == 8 && !row.get(0).equals("Cell")).toList();
        assertThat(rows).hasSizeGreaterThan(1).allSatisfy(row -> assertThat(row.get(P99)).isEqualTo("–"));
        assertThat(rows).filteredOn(row -> !row.get(P90).equals("–")).singleElement()
                .satisfies(row -> assertThat(row.get(P90)).contains("20"));
    }
}
