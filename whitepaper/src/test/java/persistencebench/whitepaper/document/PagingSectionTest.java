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
import persistencebench.harness.testing.Slow;

/**
 * The keyset-vs-offset part of the read case follows from the result files: per contestant both hot medians, their
 * ratio and whether the answers agreed, the figure, findings computed from them, and the reference's published
 * figures beside ours with their flaws; a read run without the two phases says how to add them.
 */
@Slow
class PagingSectionTest {

    private static final String KEYSET_DIGEST = "sha256:" + "7c".repeat(32);
    private static final String DEEP_DIGEST = "sha256:" + "d3".repeat(32);

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
     * samples over the four pages, and the deep page alone at three times and a quarter, its keyset plan as each engine
     * prints a primary-key seek (H2 with JDBC · tuned sorting); then {@code change}.
     */
    private AvailableResults withPaging(Consumer<ObjectNode> change) {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> { });
        Fixtures.alterEngines(dir, Fixtures.READ, json -> {
            ((ObjectNode) json.withObjectProperty("dataset").get("counts")).put("customer", 5348);
            ObjectNode parameters = (ObjectNode) json.withObjectProperty("dataset").get("parameters");
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
                    added.add(paging((ObjectNode) cell, "deepPageOffset", graph ? 1 : 3));
                    ObjectNode keyset = paging((ObjectNode) cell, "deepPageKeyset", graph ? 1 : 0.25);
                    if (!plan(cell.path("database").asText(), cell.get("variant").asText()).isEmpty()) {
                        keyset.putArray("plans").add(plan(cell.get("database").asText(), cell.get("variant").asText()));
                    }
                    added.add(keyset);
                }
            }
            added.forEach(results::add);
            change.accept(json);
        });
        return new ResultsLoader().load(dir);
    }

    /** The deep keyset page's plan as the engine prints a seek on the customer primary key; H2's for the tuned variant sorts. */
    private static String plan(String database, String variant) {
        return switch (database) {
            case "postgresql" -> "Limit  (actual rows=100)\n  ->  Nested Loop\n        ->  Index Scan using customer_pkey on customer c\n"
                    + "              Index Cond: (id > '4800'::bigint)";
            case "h2" -> "SELECT ... FROM PUBLIC.CUSTOMER C /* PUBLIC.PRIMARY_KEY_5: ID > CAST(4800 AS BIGINT) */ ... ORDER BY 1 LIMIT 100"
                    + (variant.equals("tuned") ? "" : " /* index sorted */");
            case "sqlite" -> "SEARCH c USING INTEGER PRIMARY KEY (rowid>?)\nSEARCH a USING INTEGER PRIMARY KEY (rowid=?)";
            default -> "";
        };
    }

    private static ObjectNode paging(ObjectNode pagedCell, String phase, double factor) {
        ObjectNode cell = Fixtures.identified(pagedCell.deepCopy().put("phase", phase));
        for (String list : List.of("samplesMillis", "workSamplesMillis", "warmupSamplesMillis", "ci95")) {
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
        boolean deep = phase.startsWith("deepPage");
        if (cell.has("resultDigest")) {
            cell.put("resultDigest", deep ? DEEP_DIGEST : KEYSET_DIGEST).put("resultCount", deep ? 100 : 400)
                    .put("queriesPerSample", deep ? 1 : 4);
            ArrayNode counts = cell.putArray("resultCountsPerQuery").add(100);
            if (!deep) {
                counts.add(100).add(100).add(100);
            }
        }
        if (cell.has("jdbcStatements")) {
            cell.put("jdbcStatements", deep ? 1 : 4);
        }
        return cell;
    }

    @Test
    void theSectionSitsInTheReadCaseAndDisclosesTheDeepPageHowKeysetGetsThereAndThePhaseOrder() {
        String adoc = render(withPaging(json -> { }));

        assertThat(adoc.indexOf("== Read case")).isLessThan(adoc.indexOf("[[keyset-paging]]\n=== Keyset vs offset paging"));
        assertThat(adoc.indexOf("=== Keyset vs offset paging")).isLessThan(adoc.indexOf("== SQL engines"));
        assertThat(section(adoc)).contains("page 48 of 100 customers, rows 4,801–4,900 of 5,348 in id order (`+OFFSET 4800+`), the page"
                        + " holding the customer at 90 % of the customers. Keyset paging asks for the ids after 4,800, the last id of page"
                        + " 47: a client reaches the deep page this way only because it holds the previous page's last id",
                "customer ids are dense from 1 (page p's after-id is p × 100)",
                "The first hot fork runs the study's two phases, then these in this order:\n`+customersOffset+`, `+customersKeyset+`,"
                        + " `+deepPageOffset+`, `+deepPageKeyset+`, all samples of one phase",
                "the\nsecond hot fork runs these four in reverse (the study's two still first)",
                "These phases read pages 0, 1, 2, 48, the study's 0, 1, 2 and the deep page, after the ids 0, 100, 200, 4800 by keyset.");
    }

    @Test
    void everyContestantHasTheDeepPageBothWaysTheirRatioTheAnswerCheckAndWhatItsKeysetPlanShows() {
        String section = section(render(withPaging(json -> { })));

        assertThat(section).contains(
                "|Contestant |Offset (ms) |Keyset (ms) |Offset ÷ keyset |Same answer |Keyset plan\n",
                "|MicroStream · paper |0.60 (0.21–0.98, 2 forks) |0.60 (0.21–0.98, 2 forks) |within noise (1.0 ×, 0.22–4.6) |yes |–\n",
                "|JDBC · paper on PostgreSQL |10.80 (4.05–17.40, 2 forks) |0.90 (0.34–1.45, 2 forks) |12 × (2.8–52) |yes"
                        + " |seeks the customer primary key, no sort\n",
                "|JDBC · tuned on H2 |7.92 (3.08–12.51, 2 forks) |0.66 (0.26–1.04, 2 forks) |12 × (3.0–49) |yes"
                        + " |SORTS: the keyset page is not read in primary-key order\n",
                "|JDBC · paper on MariaDB |skipped |skipped |– |– |–\n",
                "image::" + PagingChart.NAME + ".png",
                "* On the deep page, keyset paging was faster than offset paging (the interval of offset ÷ keyset above 1) for 12 of 14"
                        + " contestants: JDBC · paper on PostgreSQL, 12 × (2.8–52),",
                "* The same cost either way within noise (the interval includes 1): MicroStream · paper, 1.0 × (0.22–4.6) and"
                        + " MicroStream · tuned, 1.0 × (0.22–4.6).",
                "* Every contestant's keyset page returned its offset page's answer (equal digests).",
                "* WARNING: the keyset plan sorts instead of reading the customer primary key in order for JDBC · tuned on H2 and Hibernate · tuned on H2:"
                        + " there the ratio measures that plan, not an index seek.");
    }

    @Test
    void aPairWhoseIntervalsOverlapIsTiedAndAPairOfOneForkIsNotCompared() {
        String section = section(render(withPaging(json -> json.get("results").forEach(cell -> {
            boolean postgresql = "postgresql".equals(cell.path("database").asText());
            if (cell.get("phase").asText().equals("deepPageKeyset") && postgresql && "jdbc".equals(cell.get("backend").asText())) {
                // keyset's interval reaches the offset's, although its median is twelve times lower
                ((ObjectNode) cell).set("ci95", ((ObjectNode) cell).arrayNode().add(0.5).add(12.0));
            }
            if (cell.get("phase").asText().startsWith("deepPage") && postgresql && "hibernate".equals(cell.get("backend").asText())) {
                ((ObjectNode) cell).put("ciUnits", 1).remove("ci95");
            }
        }))));

        assertThat(section).contains("for 8 of 14 contestants",
                "(the interval includes 1): MicroStream · paper, 1.0 × (0.22–4.6), MicroStream · tuned, 1.0 × (0.22–4.6),"
                        + " JDBC · paper on PostgreSQL, 12 × (0.34–35) and JDBC · tuned on PostgreSQL,",
                "* Measured in one fork, so not compared: Hibernate · paper on PostgreSQL, 12 × (no interval) and Hibernate · tuned on"
                        + " PostgreSQL, 12 × (no interval).",
                "|Hibernate · paper on PostgreSQL |18.00 (one fork: no interval) |1.50 (one fork: no interval) |12 × (one fork: no interval,"
                        + " no claim) |");
    }

    @Test
    void theFourPageSamplesStandAsContextAndTheObjectGraphsSayWhatTheirTwoWaysAre() {
        String section = section(render(withPaging(json -> { })));

        assertThat(section).contains("==== The study's pages plus the deep page",
                "|JDBC · paper on PostgreSQL |7.20 (2.70–11.60, 2 forks) |1.80 (0.68–2.90, 2 forks) |within noise (4.0 ×, 0.93–17) |yes\n",
                "In the object graphs there is no query: offset paging takes a sub-list by position, keyset paging finds the after-id",
                "* MicroStream · paper: the study's stream queries over Lazy yearly purchases.\n");
    }

    @Test
    void eachDatabaseShowsItsFirstRecordedKeysetPlan() {
        String section = section(render(withPaging(json -> { })));

        assertThat(section).contains("==== What the keyset plans show",
                ".JDBC · paper on PostgreSQL, `+deepPageKeyset+`: seeks the customer primary key, no sort\n....\nLimit  (actual rows=100)\n",
                "Index Cond: (id > '4800'::bigint)\n....\n",
                ".JDBC · paper on SQLite, `+deepPageKeyset+`: seeks the customer primary key, no sort\n....\nSEARCH c USING INTEGER PRIMARY KEY");
        assertThat(section).doesNotContain(".JDBC · tuned on PostgreSQL, `+deepPageKeyset+`");
    }

    @Test
    void keysetAnswersThatDifferFromTheOffsetAnswersAreFlagged() {
        String section = section(render(withPaging(json -> json.get("results").forEach(cell -> {
            if (cell.get("phase").asText().equals("deepPageKeyset") && cell.has("resultDigest")) {
                ((ObjectNode) cell).put("resultDigest", "sha256:" + "0d".repeat(32));
            }
        }))));

        assertThat(section).contains("|JDBC · tuned on PostgreSQL |14.40 (5.60–22.75, 2 forks) |1.20 (0.47–1.90, 2 forks) |12 × (3.0–49)"
                        + " |NO: the digests differ |",
                "* WARNING: keyset and offset pages returned different answers for MicroStream · paper, MicroStream · tuned,"
                        + " JDBC · paper on PostgreSQL,")
                .doesNotContain("Every contestant's keyset page returned");
    }

    @Test
    void theReferencesFiguresStandBesideOursWithTheirFlaws() {
        String adoc = render(withPaging(json -> { }));

        assertThat(section(adoc)).contains("==== The reference's figures beside ours",
                "Quoted from `+storage-backends-benchmark-wiki.txt+`",
                "|PostgreSQL |10.7 |2.9 |3.7 × |JDBC · paper on PostgreSQL: offset 10.80 ms (4.05–17.40, 2 forks), keyset 0.90 ms"
                        + " (0.34–1.45, 2 forks) per page, 12 × (2.8–52) |ours: one",
                "|MariaDB |34.7 |5.0 |6.9 × |JDBC · paper on MariaDB: offset skipped, keyset skipped in this run |",
                "|InMemory |17.8 |20.3 |0.88 × |MicroStream · paper: offset 0.60 ms (0.21–0.98, 2 forks), keyset 0.60 ms (0.21–0.98,"
                        + " 2 forks) per page, within noise (1.0 ×, 0.22–4.6) |ours is an object graph",
                "|MongoDB |14.6 |9.7 |1.5 × |not measured here: our document store holds the taxi trips only",
                "Evidence: `+Each value is the median of 3 measured iterations (after 1 warm-up)+`",
                "Evidence: `+Latency @ 10k records+`");
        assertThat(adoc).contains("|H2 (embedded) |one keyset page of 10k records |library defaults |5.7 ms"
                        + " |JDBC · paper on H2, hot: 0.54 ms (0.20–0.87, 2 forks) per query (÷1)",
                "|H2 (embedded) |one deep offset page of 10k records |library defaults |4.4 ms |JDBC · paper on H2, hot: 6.48 ms"
                        + " (2.43–10.44, 2 forks) per query (÷1)",
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

        assertThat(section).contains("This read run has no `+deepPageOffset+` and `+deepPageKeyset+` cells (its result file"
                        + " predates them); run `+./mvnw -pl read exec:java -Dsize=medium+` to add them.",
                "a deep page (this result file does not record which)",
                "the study's pages plus the deep page (this result file does not record which)",
                "This read run recorded no plan of the deep keyset page.",
                "|PostgreSQL |10.7 |2.9 |3.7 × |not in this run |");
    }
}
