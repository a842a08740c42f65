package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.chart.SingleOpsLatencyChart;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;
import persistencebench.harness.testing.Slow;

/**
 * The single-operations section follows from the result file: the cells with {@code singleOps} that served them, with
 * their percentiles per operation and mix and the proof, the cells that could not with their reason, a figure, and the
 * storage-backends wiki's single-operation figures beside ours.
 */
@Slow
class SingleOpsSectionTest {

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    /**
     * The write fixture of the run on several databases with single operations on the JDBC tuned cell on PostgreSQL and a
     * reason on the JDBC paper cell there.
     */
    private AvailableResults withSingleOps() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> {
            ObjectNode ops = Fixtures.cell(json, "jdbc", "tuned", "store", null).putObject("singleOps");
            ops.put("operationsPerPhase", 500).put("openMillis", 3.5).put("warmupOperations", 500).put("verified", true);
            latencies(ops.putObject("insert"), "insert", 1200.0, 4100.0, 800, 500);
            latencies(ops.putObject("find"), "read", 45.0, 130.0, 21_000, 500).put("digestOk", true);
            latencies(ops.putObject("update"), "update", 1300.0, 4500.0, 750, 500);
            latencies(ops.putObject("delete"), "delete", 1250.0, 4200.0, 780, 99);
            ObjectNode mixA = ops.putObject("mixA").put("digestOk", true);
            latencies(mixA, "read", 40.0, 120.0, 22_000, 251);
            latencies(mixA, "update", 1280.0, 4300.0, 760, 249);
            latencies(ops.putObject("mixB"), "read", 41.0, 125.0, 22_000, 500);
            latencies(ops.putObject("mixC"), "read", 39.0, 110.0, 23_000, 500);
            Fixtures.cell(json, "jdbc", "paper", "store", null).putObject("singleOps")
                    .put("notServed", "the study's shape keys every trip by a random UUID");
        });
        return new ResultsLoader().load(dir);
    }

    private static ObjectNode latencies(ObjectNode phase, String kind, double p50, double p99, long opsPerSecond, long operations) {
        phase.putObject(kind).put("operations", operations).put("opsPerSecond", opsPerSecond).put("p50Micros", p50)
                .put("p99Micros", p99).put("maxMicros", p99 * 2);
        return phase;
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));
    }

    @Test
    void theSectionShowsEveryServingCellsPercentilesAndEveryOtherCellsReason() {
        AvailableResults results = withSingleOps();
        String adoc = render(results);
        String section = adoc.substring(adoc.indexOf("== Single operations"), adoc.indexOf("== The study's figures beside ours"));

        assertThat(section).contains("500 per phase", "|JDBC · tuned |1,200 / 4,100 (n 500) |45.0 / 130 (n 500) |1,300 / 4,500 (n 500)"
                        + " |1,250 / – (n 99) |40.0 (n 251) / 1,280 (n 249) |41.0 (n 500) |39.0 (n 500) |answers and final state verified",
                "p99 – below 100 operations",
                "JDBC · paper: the study's shape keys every trip by a random UUID.", "image::" + SingleOpsLatencyChart.NAME + ".png");
        assertThat(new FigureCatalog(study.publishedFigures()).all(results)).anyMatch(figure -> figure.name().equals(SingleOpsLatencyChart.NAME));
        assertThat(adoc).contains("|PostgreSQL |single save, 200-operation sample |container defaults |583 ops/s |JDBC · tuned on PostgreSQL: 800 ops/s at the mean"
                + " (p50 1,200 µs, p99 4,100 µs, n 500)");
        assertThat(section).as("a p99 of 99 operations is not shown").doesNotContain("4,200");
    }

    @Test
    void aRunWithoutSingleOperationsSaysHowToAddTheSection() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> { });
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc.substring(adoc.indexOf("== Single operations"), adoc.indexOf("== The study's figures beside ours")))
                .contains("The write run has no single operations");
        assertThat(adoc).contains("|PostgreSQL |single save, 200-operation sample |container defaults |583 ops/s |JDBC · tuned on PostgreSQL: no single"
                + " operations in this run");
    }
}
