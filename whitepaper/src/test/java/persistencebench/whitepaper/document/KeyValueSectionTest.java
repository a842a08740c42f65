package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.chart.ReadBackLatencyChart;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

/**
 * The key-value section follows from the result file: the backends whose cells carry a read-back, their write time
 * against the CSV floor, bytes per trip, read-back latencies, and the KV reference's published figures beside ours.
 */
class KeyValueSectionTest {

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    /**
     * The write fixture plus a {@code rocksdb} backend (copies of JDBC's paper and tuned cells) with read-backs, and an
     * {@code inmemory} floor (a copy of RocksDB's tuned cell that persists nothing, ten times faster).
     */
    private AvailableResults withKeyValueCells() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode backend = json.withObjectProperty("backends").putObject("rocksdb");
            backend.put("label", "RocksDB").put("colour", "#d62728").put("order", 60).put("version", "11.8.1");
            ObjectNode variants = backend.putObject("variants");
            variants.putObject("paper").put("kind", "paper").put("description", "one put per key");
            variants.putObject("tuned").put("kind", "tuned").put("description", "SST files ingested");
            ArrayNode cells = (ArrayNode) json.get("results");
            List<ObjectNode> copies = new ArrayList<>();
            for (String variant : List.of("paper", "tuned")) {
                ObjectNode copy = Fixtures.cell(json, "jdbc", variant, "store", null).deepCopy();
                Fixtures.identified(copy.put("backend", "rocksdb")).put("ok", true).put("diskBytes", 1_000L * copy.path("rowsStored").asLong(1));
                ObjectNode readBack = copy.putObject("readBack").put("openMillis", 12.5).put("scanKind", "ordered");
                readBack.putObject("pointUniform").put("operations", 90).put("warmups", 10).put("p50Micros", 2.5).put("p99Micros", 9.0)
                        .put("opsPerSecond", 300_000).put("digest", "rows 100").put("digestOk", true);
                readBack.putObject("pointZipfian").put("operations", 90).put("warmups", 10).put("p50Micros", 1.5).put("p99Micros", 6.0)
                        .put("opsPerSecond", 500_000).put("digest", "rows 100").put("digestOk", true);
                readBack.putObject("rangeScan").put("operations", 9).put("warmups", 1).put("scanLength", 1000).put("p50Micros", 800.0)
                        .put("p99Micros", 1200.0).put("digest", "rows 10000").put("digestOk", true);
                copies.add(copy);
            }
            ObjectNode floor = copies.get(1).deepCopy();
            Fixtures.identified(floor.put("backend", "inmemory")).put("durability", "none").put("medianMillis", floor.get("medianMillis").asDouble() / 10)
                    .set("ci95", json.arrayNode().add(floor.get("ci95").get(0).asDouble() / 10).add(floor.get("ci95").get(1).asDouble() / 10));
            double planted = floor.get("medianMillis").asDouble(); // a planted median: its samples' range with it
            floor.put("minMillis", planted).put("maxMillis", planted).put("meanMillis", planted).put("p90Millis", planted).put("p99Millis", planted);
            json.withObjectProperty("backends").putObject("inmemory").put("label", "In-memory").put("colour", "#999999").put("order", 90)
                    .putObject("variants").putObject("tuned").put("kind", "tuned").put("description", "an array of values by id");
            copies.add(floor);
            copies.forEach(cells::add);
        });
        return new ResultsLoader().load(dir);
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));
    }

    @Test
    void theSectionShowsEveryReadBackBackendAgainstTheFloorWithLatenciesAndTheReferenceBesideOurs() {
        AvailableResults results = withKeyValueCells();
        String adoc = render(results);
        String section = adoc.substring(adoc.indexOf("== Key-value engines"), adoc.indexOf("== The study's figures beside ours"));

        assertThat(section).contains(".Key-value write: seconds for open + store + close, against the CSV floor",
                "|RocksDB · tuned |", "|1,000\n", "answered 100 point reads of uniform and of zipfian ids and 10 range scans of\n1,000 consecutive ids",
                "|RocksDB · paper |12.50 |2.50 |9.00 |1.50 |6.00 |0.80 |ordered",
                "|RocksDB → RocksDB |305,712 (± 78,929) |7.74 GB |",
                "|HestiaStoreBasic (not measured) |208,723",
                "H2 occupied 8 KB after the run", "Not measured: HestiaStore (not on Maven Central",
                "image::" + ReadBackLatencyChart.NAME + ".png");
        int start = section.indexOf("* Tuned stores by total time");
        String findings = section.substring(start, section.indexOf("\n\n", start));
        assertThat(findings).contains("Tuned stores by total time", "RocksDB · tuned at ", "rank none")
                .doesNotContain("In-memory", "Fastest point read");
        assertThat(section).contains("|In-memory (floor) |");
        assertThat(new FigureCatalog(study.publishedFigures()).all(results)).anyMatch(figure -> figure.name().equals(ReadBackLatencyChart.NAME));
    }

    @Test
    void aRunWithoutReadBackCellsSaysHowToAddTheSection() {
        String adoc = render(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.WRITE)));

        assertThat(adoc.substring(adoc.indexOf("== Key-value engines"), adoc.indexOf("== The study's figures beside ours")))
                .contains("The write run has no key-value cells").doesNotContain("The KV reference");
    }
}
