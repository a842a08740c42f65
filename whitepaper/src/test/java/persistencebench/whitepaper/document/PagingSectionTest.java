package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.chart.PagingChart;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The keyset-vs-offset part of the read case follows from the result files: per contestant both hot medians, their
 * ratio and whether the answers agreed, the figure, findings computed from them, and the reference's published
 * figures beside ours with their flaws; a read run without the two phases says how to add them.
 */
class PagingSectionTest {

    private static final String KEYSET_DIGEST = "sha256:" + "7c".repeat(32);

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    private List<Figure> figures(AvailableResults results) {
        return new FigureCatalog(study.publishedFigures()).all(results);
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(results, figures(results));
    }

    private static String section(String adoc) {
        return adoc.substring(adoc.indexOf("=== Keyset vs offset paging"), adoc.indexOf("== SQL engines"));
    }

    /**
     * The run on several databases with paging cells: a copy of every hot customers-paged cell per paging phase, the
     * object graphs' at the same cost both ways, every other contestant's offset at twice and keyset at half its
     * samples; then {@code change}.
     */
    private AvailableResults withPaging(Consumer<ObjectNode> change) {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> { });
        Fixtures.alterEngines(dir, Fixtures.READ, json -> {
            ObjectNode parameters = (ObjectNode) json.with("dataset").get("parameters");
            parameters.put("deepPage", 48).put("deepPagePercent", 90);
            parameters.putArray("depthPages").add(0).add(1).add(2).add(48);
            parameters.putArray("keysetAfterIds").add(0).add(100).add(200).add(4800);
            ArrayNode results = (ArrayNode) json.get("results");
            List<ObjectNode> added = new ArrayList<>();
            for (JsonNode cell : results) {
                if (cell.get("phase").asText().equals("customersPaged") && cell.path("temperature").asText().equals("hot")) {
                    boolean graph = cell.path("database").isMissingNode();
                    added.add(paging((ObjectNode) cell, "customersOffset", graph ? 1 : 2));
                    added.add(paging((ObjectNode) cell, "customersKeyset", graph ? 1 : 0.5));
                }
            }
            added.forEach(results::add);
            change.accept(json);
        });
        return new ResultsLoader().load(dir);
    }

    private static ObjectNode paging(ObjectNode pagedCell, String phase, double factor) {
        ObjectNode cell = pagedCell.deepCopy();
        cell.put("phase", phase);
        for (String list : List.of("samplesMillis", "workSamplesMillis", "warmupSamplesMillis")) {
            if (cell.get(list) instanceof ArrayNode values) {
                for (int i = 0; i < values.size(); i++) {
                    values.set(i, DoubleNode.valueOf(values.get(i).asDouble() * factor));
                }
            }
        }
        for (String value : List.of("medianMillis", "minMillis", "maxMillis", "meanMillis", "p90Millis", "p99Millis", "workMillis")) {
            if (cell.has(value)) {
                cell.put(value, cell.get(value).asDouble() * factor);
            }
        }
        if (cell.has("resultDigest")) {
            cell.put("resultDigest", KEYSET_DIGEST).put("resultCount", 400).put("queriesPerSample", 4);
            cell.putArray("resultCountsPerQuery").add(100).add(100).add(100).add(100);
        }
        if (cell.has("jdbcStatements")) {
            cell.put("jdbcStatements", 4);
        }
        return cell;
    }

    @Test
    void theSectionSitsInTheReadCaseAndNamesThePagesBothPhasesRead() {
        String adoc = render(withPaging(json -> { }));

        assertThat(adoc.indexOf("== Read case")).isLessThan(adoc.indexOf("[[keyset-paging]]\n=== Keyset vs offset paging"));
        assertThat(adoc.indexOf("=== Keyset vs offset paging")).isLessThan(adoc.indexOf("== SQL engines"));
        assertThat(section(adoc)).contains("pages 0, 1, 2, 48 of 100 customers, the study's 0, 1, 2 and page 48, the one holding the"
                + " customer at 90 % of the customers; keyset paging asks for the ids after 0, 100, 200, 4800");
    }

    @Test
    void everyContestantHasBothMediansTheirRatioAndWhetherTheAnswersAgreed() {
        String section = section(render(withPaging(json -> { })));

        assertThat(section).contains(
                "|Contestant |Offset (ms) |Keyset (ms) |Offset ÷ keyset |Same answer\n",
                "|MicroStream · paper |0.60 |0.60 |1.0 × |yes\n",
                "|JDBC · paper on PostgreSQL |7.20 |1.80 |4.0 × |yes\n",
                "|JDBC · paper on H2 |4.32 |1.08 |4.0 × |yes\n",
                "|JDBC · paper on MariaDB |skipped |skipped |– |–\n",
                "image::" + PagingChart.NAME + ".png",
                "* Keyset paging was more than 1.1 × faster than offset paging for 12 of 14 contestants;",
                "the smallest: MicroStream · paper, 1.0 ×.",
                "* The same cost either way (within 1.1 ×): MicroStream · paper and MicroStream · tuned.",
                "* Every contestant's keyset pages returned its offset pages' answer (equal digests).");
    }

    @Test
    void keysetAnswersThatDifferFromTheOffsetAnswersAreFlagged() {
        String section = section(render(withPaging(json -> json.get("results").forEach(cell -> {
            if (cell.get("phase").asText().equals("customersKeyset") && cell.has("resultDigest")) {
                ((ObjectNode) cell).put("resultDigest", "sha256:" + "0d".repeat(32));
            }
        }))));

        assertThat(section).contains("|JDBC · tuned on PostgreSQL |9.60 |2.40 |4.0 × |NO: the digests differ\n",
                "* WARNING: keyset and offset pages returned different answers for MicroStream · paper, MicroStream · tuned,"
                        + " JDBC · paper on PostgreSQL,")
                .doesNotContain("Every contestant's keyset pages returned");
    }

    @Test
    void theReferencesFiguresStandBesideOursWithTheirFlaws() {
        String adoc = render(withPaging(json -> { }));

        assertThat(section(adoc)).contains("==== The reference's figures beside ours",
                "Quoted from `+storage-backends-benchmark-wiki.txt+`",
                "|PostgreSQL |10.7 |2.9 |3.7 × |JDBC · paper on PostgreSQL: offset 7.20 ms, keyset 1.80 ms per sample, 4.0 × |ours: one",
                "|MariaDB |34.7 |5.0 |6.9 × |JDBC · paper on MariaDB: offset skipped, keyset skipped in this run |",
                "|InMemory |17.8 |20.3 |0.88 × |MicroStream · paper: offset 0.60 ms, keyset 0.60 ms per sample, 1.0 × |ours is an object graph",
                "|MongoDB |14.6 |9.7 |1.5 × |not measured here: our document store holds the taxi trips only",
                "Evidence: `+Each value is the median of 3 measured iterations (after 1 warm-up)+`",
                "Evidence: `+Latency @ 10k records+`");
        assertThat(adoc).contains("|H2 (embedded) |one keyset page of 10k records |library defaults |5.7 ms"
                        + " |JDBC · paper on H2, hot: 0.27 ms per query (÷4)",
                "|H2 (embedded) |one deep offset page of 10k records |library defaults |4.4 ms |JDBC · paper on H2, hot: 1.08 ms per query (÷4)",
                "|MariaDB |one deep offset page of 10k records |container defaults |34.7 ms |JDBC · paper on MariaDB, hot: skipped in this run");
    }

    @Test
    void theFigureComesOnlyWithPagingCells() {
        assertThat(figures(withPaging(json -> { }))).extracting(Figure::name).contains(PagingChart.NAME);
        assertThat(figures(Fixtures.loadEngines(dir))).extracting(Figure::name).doesNotContain(PagingChart.NAME);
    }

    @Test
    void aReadRunWithoutPagingCellsSaysHowToAddThem() {
        String section = section(render(Fixtures.loadEngines(dir)));

        assertThat(section).contains("This read run has no `+customersOffset+` and `+customersKeyset+` cells (its result file"
                        + " predates them); run `+./mvnw -pl read exec:java -Dsize=medium+` to add them.",
                "the study's pages plus a deep page (this result file does not record which)",
                "|PostgreSQL |10.7 |2.9 |3.7 × |not in this run |");
    }
}
