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
import persistencebench.whitepaper.results.KeysetPlanCheck;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.SqlReferenceFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.whitepaper.document.AdocFacts.block;
import static persistencebench.whitepaper.document.AdocFacts.row;
import static persistencebench.whitepaper.document.AdocFacts.rows;
import static persistencebench.whitepaper.document.AdocFacts.table;
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
        String deepPage = block(section(adoc), "OFFSET");
        assertThat(deepPage).contains("page 48 of 100 customers", "rows 4,801–4,900 of 5,348", "`+OFFSET 4800+`", "at 90 %",
                        "ids after 4,800", "of page 47", "p × 100")
                .containsSubsequence("`+customersOffset+`", "`+customersKeyset+`", "`+deepPageOffset+`", "`+deepPageKeyset+`",
                        "in reverse");
        assertThat(block(section(adoc), "These phases read"))
                .contains("pages 0, 1, 2, 48", "the study's 0, 1, 2", "after the ids 0, 100, 200, 4800");
    }

    @Test
    void everyContestantHasTheDeepPageBothWaysTheirRatioTheAnswerCheckAndWhatItsKeysetPlanShows() {
        String section = section(render(withPaging(json -> { })));
        String deepPage = table(section, "=== Keyset vs offset paging");
        String seeks = KeysetPlanCheck.Verdict.SEEKS.text();

        assertThat(row(deepPage, "Contestant"))
                .containsExactly("Contestant", "Offset (ms)", "Keyset (ms)", "Offset ÷ keyset", "Same answer", "Keyset plan");
        // geometric means of two forks' medians and Welch's ratio on the logs, checked with SciPy: identical cells give 1.0 ×
        // (0.74–1.4) on 2 degrees of freedom, where each cell's own interval has 1
        assertThat(row(deepPage, "MicroStream · paper")).containsExactly("MicroStream · paper", "0.59 (0.31–1.13, 2 forks)",
                "0.59 (0.31–1.13, 2 forks)", "not resolved by this run (1.0 ×, 0.74–1.4)", "yes", "–");
        assertThat(row(deepPage, "JDBC · paper on PostgreSQL")).containsExactly("JDBC · paper on PostgreSQL",
                "10.71 (5.75–19.96, 2 forks)", "0.89 (0.48–1.66, 2 forks)", "12 × (8.9–16)", "yes", seeks);
        assertThat(row(deepPage, "JDBC · tuned on H2")).containsExactly("JDBC · tuned on H2", "7.79 (4.25–14.27, 2 forks)",
                "0.65 (0.35–1.19, 2 forks)", "12 × (9.0–16)", "yes", KeysetPlanCheck.Verdict.SORTS.text());
        assertThat(row(deepPage, "JDBC · paper on MariaDB")).containsExactly("JDBC · paper on MariaDB", "skipped", "skipped", "–", "–", "–");
        assertThat(section).contains("image::" + PagingChart.NAME + ".png");
        assertThat(block(section, "keyset paging was faster"))
                .contains("12 of 14 contestants", "JDBC · paper on PostgreSQL, 12 × (8.9–16),").doesNotContain("MicroStream");
        assertThat(block(section, "interval includes 1"))
                .contains("MicroStream · paper, 1.0 × (0.74–1.4)", "MicroStream · tuned, 1.0 ×").doesNotContain("JDBC");
        assertThat(section).contains("Every contestant's keyset page returned").doesNotContain("different answers");
        assertThat(block(section, "plan sorts")).contains("WARNING", "JDBC · tuned on H2", "Hibernate · tuned on H2")
                .doesNotContain("paper", "PostgreSQL", "SQLite");
    }

    @Test
    void aPairNotResolvedIsSaidSoAndAPairOfOneForkIsNotCompared() {
        String section = section(render(withPaging(json -> json.get("results").forEach(cell -> {
            boolean postgresql = "postgresql".equals(cell.path("database").asText());
            if (cell.get("phase").asText().equals("deepPageKeyset") && postgresql && "jdbc".equals(cell.get("backend").asText())) {
                // keyset's two forks 24 times apart: its median is twelve times lower than offset's, and nothing is resolved
                ((ObjectNode) cell).putArray("samplesMillis").add(0.5).add(0.5).add(12.0);
            }
            if (cell.get("phase").asText().startsWith("deepPage") && postgresql && "hibernate".equals(cell.get("backend").asText())) {
                ((ObjectNode) cell).put("ciUnits", 1).put("forks", 1).remove("ci95");
                ((ObjectNode) cell).putArray("samplesFork").add(1).add(1).add(1);
            }
        }))));

        assertThat(block(section, "keyset paging was faster")).contains("8 of 14 contestants").doesNotContain("on PostgreSQL");
        assertThat(block(section, "interval includes 1")).contains("MicroStream · paper, 1.0 × (0.74–1.4)",
                "MicroStream · tuned, 1.0 ×", "JDBC · paper on PostgreSQL, ", "JDBC · tuned on PostgreSQL,");
        assertThat(block(section, "not compared")).contains("one fork", "Hibernate · paper on PostgreSQL, 12 × (no interval)",
                "Hibernate · tuned on PostgreSQL, 12 × (no interval)").doesNotContain("JDBC");
        assertThat(row(section, "Hibernate · paper on PostgreSQL")).startsWith("Hibernate · paper on PostgreSQL",
                "18.00 (one fork: no interval)", "1.50 (one fork: no interval)", "12 × (one fork: no interval, no claim)");
    }

    @Test
    void theFourPageSamplesStandAsContextAndTheObjectGraphsSayWhatTheirTwoWaysAre() {
        String section = section(render(withPaging(json -> { })));

        assertThat(row(table(section, "==== The study's pages plus the deep page"), "JDBC · paper on PostgreSQL"))
                .containsExactly("JDBC · paper on PostgreSQL", "7.14 (3.83–13.31, 2 forks)", "1.79 (0.96–3.33, 2 forks)",
                        "4.0 × (3.0–5.4)", "yes");
        assertThat(section).contains("In the object graphs there is no query",
                "* MicroStream · paper: the study's stream queries over Lazy");
    }

    @Test
    void eachDatabaseShowsItsFirstRecordedKeysetPlan() {
        String section = section(render(withPaging(json -> { })));
        String seeks = ": " + KeysetPlanCheck.Verdict.SEEKS.text() + "\n....\n";

        assertThat(section).contains("==== What the keyset plans show",
                ".JDBC · paper on PostgreSQL, `+deepPageKeyset+`" + seeks + plan("postgresql", "paper") + "\n....\n",
                ".JDBC · paper on SQLite, `+deepPageKeyset+`" + seeks + plan("sqlite", "paper") + "\n....\n");
        assertThat(section).doesNotContain(".JDBC · tuned on PostgreSQL, `+deepPageKeyset+`");
    }

    @Test
    void keysetAnswersThatDifferFromTheOffsetAnswersAreFlagged() {
        String section = section(render(withPaging(json -> json.get("results").forEach(cell -> {
            if (cell.get("phase").asText().equals("deepPageKeyset") && cell.has("resultDigest")) {
                ((ObjectNode) cell).put("resultDigest", "sha256:" + "0d".repeat(32));
            }
        }))));
        String deepPage = table(section, "=== Keyset vs offset paging");

        assertThat(row(deepPage, "JDBC · tuned on PostgreSQL")).containsExactly("JDBC · tuned on PostgreSQL",
                "14.16 (7.73–25.94, 2 forks)", "1.18 (0.64–2.16, 2 forks)", "12 × (9.0–16)", "NO: the digests differ",
                KeysetPlanCheck.Verdict.SEEKS.text());
        // every measured contestant's keyset digest changed: the warning names each one its table row flags
        List<String> differing = rows(deepPage).stream().filter(row -> row.get(4).equals("NO: the digests differ"))
                .map(row -> row.get(0)).toList();
        assertThat(differing).hasSize(14);
        assertThat(block(section, "different answers")).contains("WARNING").contains(differing);
        assertThat(section).doesNotContain("Every contestant's keyset page returned");
    }

    @Test
    void theReferencesFiguresStandBesideOursWithTheirFlaws() {
        String adoc = render(withPaging(json -> { }));
        String reference = table(section(adoc), "==== The reference's figures beside ours");

        assertThat(section(adoc)).contains("Quoted from `+storage-backends-benchmark-wiki.txt+`");
        List<String> postgresql = row(reference, "PostgreSQL");
        assertThat(postgresql).startsWith("PostgreSQL", "10.7", "2.9", "3.7 ×");
        assertThat(postgresql.get(4)).contains("JDBC · paper on PostgreSQL", "offset 10.71 ms (5.75–19.96, 2 forks)",
                "keyset 0.89 ms (0.48–1.66, 2 forks)", "12 × (8.9–16)");
        assertThat(postgresql.get(5)).startsWith("ours: one");
        List<String> mariadb = row(reference, "MariaDB");
        assertThat(mariadb).startsWith("MariaDB", "34.7", "5.0", "6.9 ×");
        assertThat(mariadb.get(4)).contains("JDBC · paper on MariaDB", "offset skipped", "keyset skipped");
        List<String> inMemory = row(reference, "InMemory");
        assertThat(inMemory).startsWith("InMemory", "17.8", "20.3", "0.88 ×");
        assertThat(inMemory.get(4)).contains("MicroStream · paper", "offset 0.59 ms (0.31–1.13, 2 forks)",
                "not resolved by this run (1.0 ×, 0.74–1.4)");
        assertThat(inMemory.get(5)).startsWith("ours is an object graph");
        assertThat(row(reference, "MongoDB")).startsWith("MongoDB", "14.6", "9.7", "1.5 ×");
        assertThat(row(reference, "MongoDB").get(4)).startsWith("not measured here").contains("taxi trips only");
        assertThat(study.pagingReferenceFigures().flaws()).extracting(SqlReferenceFigures.Flaw::evidence)
                .contains("Latency @ 10k records")
                .allSatisfy(evidence -> assertThat(section(adoc)).contains("Evidence: " + AsciiDocText.literal(evidence)));

        // the SQL references' paging figures, set beside the deep-page phases
        List<String> h2Keyset = row(adoc, "H2 (embedded)", "one keyset page of 10k records");
        assertThat(h2Keyset.subList(2, 4)).containsExactly("library defaults", "5.7 ms");
        assertThat(h2Keyset.get(4)).contains("JDBC · paper on H2, hot", "0.54 ms (0.29–1.00, 2 forks)", "(÷1)");
        List<String> h2Offset = row(adoc, "H2 (embedded)", "one deep offset page of 10k records");
        assertThat(h2Offset.subList(2, 4)).containsExactly("library defaults", "4.4 ms");
        assertThat(h2Offset.get(4)).contains("JDBC · paper on H2, hot", "6.43 ms (3.45–11.98, 2 forks)", "(÷1)");
        assertThat(row(adoc, "MariaDB", "one deep offset page of 10k records"))
                .containsSubsequence("container defaults", "34.7 ms", "JDBC · paper on MariaDB, hot: skipped in this run");
    }

    @Test
    void theFigureComesOnlyWithPagingCells() {
        assertThat(figures(withPaging(json -> { }))).extracting(Figure::name).contains(PagingChart.NAME);
        assertThat(figures(Fixtures.loadEngines(dir))).extracting(Figure::name).doesNotContain(PagingChart.NAME);
    }

    @Test
    void aReadRunWithoutPagingCellsSaysHowToAddThem() {
        String section = section(render(Fixtures.loadEngines(dir)));

        assertThat(block(section, "This read run has no"))
                .contains("`+deepPageOffset+`", "`+deepPageKeyset+`", "`+./mvnw -pl read exec:java -Dsize=medium+`");
        assertThat(block(section, "OFFSET")).contains("a deep page (this result file does not record which)");
        assertThat(block(section, "These phases read")).contains("the study's pages plus the deep page", "does not record which");
        assertThat(section).contains("This read run recorded no plan of the deep keyset page.");
        assertThat(row(table(section, "==== The reference's figures beside ours"), "PostgreSQL"))
                .startsWith("PostgreSQL", "10.7", "2.9", "3.7 ×", "not in this run");
    }
}
