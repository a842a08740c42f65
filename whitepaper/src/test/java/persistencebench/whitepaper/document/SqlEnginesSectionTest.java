package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.chart.SqlEngineReadChart;
import persistencebench.whitepaper.chart.SqlEngineWriteChart;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.results.Verdict;
import persistencebench.whitepaper.study.SqlReferenceFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.whitepaper.document.AdocFacts.block;
import static persistencebench.whitepaper.document.AdocFacts.row;
import static persistencebench.whitepaper.document.AdocFacts.rows;
import static persistencebench.whitepaper.document.AdocFacts.table;
import persistencebench.harness.testing.Slow;

/**
 * The section on SQL engines follows from the result files: the JDBC and Hibernate cells on every database side by
 * side, findings computed from them, the recorded cache and durability settings of each engine, and the SQL
 * references' published figures beside ours with their flaws; absent from a run on PostgreSQL alone.
 */
@Slow
class SqlEnginesSectionTest {

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
        return adoc.substring(adoc.indexOf("== SQL engines"), adoc.indexOf("== Key-value engines"));
    }

    @Test
    void theSectionFollowsTheReadCaseAndPrecedesTheKeyValueSection() {
        String adoc = render(Fixtures.loadEngines(dir));

        assertThat(adoc.indexOf("== Read case")).isLessThan(adoc.indexOf("[[sql-engines]]\n== SQL engines"));
        assertThat(block(adoc, "[[sql-engines]]")).contains("== SQL engines: PostgreSQL, H2, SQLite and MariaDB");
        assertThat(adoc.indexOf("== SQL engines")).isLessThan(adoc.indexOf("== Key-value engines"));
        assertThat(adoc.indexOf("== Key-value engines")).isLessThan(adoc.indexOf("== The study's figures beside ours"));
    }

    @Test
    void theWriteTableSetsEveryDatabaseSideBySidePerAccessStyle() {
        String section = section(render(Fixtures.loadEngines(dir)));
        String write = table(section, ".Write, durability disk:");

        assertThat(block(section, ".Write, durability disk:")).contains("the CSV-load-only cell's 7.852 s (6.678–9.233, 2 forks)");
        assertThat(row(write, "Access style")).containsExactly("Access style", "PostgreSQL (s)", "rows/s", "× CSV", "MiB",
                "H2 (s)", "rows/s", "× CSV", "MiB", "SQLite (s)", "rows/s", "× CSV", "MiB", "MariaDB (s)", "rows/s", "× CSV", "MiB");
        assertThat(row(write, "JDBC · tuned")).containsExactly("JDBC · tuned",
                "22.284 (15.691–31.647, 2 forks)", "126,615", "2.8 × (2.3–3.5)", "2,346.0",
                "17.066 (13.269–21.949, 2 forks)", "165,333", "2.2 × (1.9–2.5)", "1,478.2",
                "14.339 (11.149–18.442, 2 forks)", "196,770", "1.8 × (1.6–2.1)", "1,068.1",
                "42.109 (32.741–54.157, 2 forks)", "67,005", "5.4 × (4.8–6.0)", "1,888.3");
        assertThat(section).contains("image::" + SqlEngineWriteChart.NAME + ".png");
        assertThat(rows(section)).noneMatch(row -> row.get(0).equals("JDBC · rewrite"));
    }

    @Test
    void saysWhereTheStudysApproachesWereNotMeasuredRatherThanLeavingBlanksUnexplained() {
        for (String kind : List.of(Fixtures.WRITE, Fixtures.READ)) {
            Fixtures.alterEngines(dir, kind, json -> {
                ((ObjectNode) json.get("environment").get("settings")).put("studyDatabases", "postgresql");
                ArrayNode results = json.withArray("results");
                for (int i = results.size() - 1; i >= 0; i--) {
                    JsonNode cell = results.get(i);
                    if (!"tuned".equals(cell.path("variant").asText()) && cell.has("database") && !"postgresql".equals(cell.path("database").asText())) {
                        results.remove(i);
                    }
                }
            });
        }
        String section = section(render(new ResultsLoader().load(dir)));

        assertThat(block(section, "The study's approaches (")).contains("(JDBC · paper, Hibernate · paper)", "on PostgreSQL only",
                "(-DstudyDatabases=postgresql)", "cells on H2, SQLite and MariaDB", "not measured");
        assertThat(section.indexOf("The study's approaches (")).isLessThan(section.indexOf("What the write numbers say"));
        String readPart = section.substring(section.indexOf("What the write numbers say"));
        assertThat(readPart).as("the read tables explain their blanks too").contains("The study's approaches (JDBC · paper, Hibernate · paper) ran on"
                + " PostgreSQL only in this run");
        for (String engine : List.of("H2 (embedded)", "MariaDB")) {
            assertThat(row(section, engine, "bulk insert of 10k records, saveAll batches of 1,000").get(4))
                    .as("the bulk load on %s, set beside the study's JDBC load", engine)
                    .contains("not in this run", "PostgreSQL only", "-DstudyDatabases=all");
        }
        assertThat(section(render(Fixtures.loadEngines(dir)))).doesNotContain("The study's approaches (");
    }

    @Test
    void theWriteFindingsAreComputedFromTheNumbersAndClaimOnlyWhatTheIntervalsShow() {
        String section = section(render(Fixtures.loadEngines(dir)));

        assertThat(block(section, "cell parses")).contains("CSV-load-only", "359,335 rows/s (305,588–422,536, 2 forks)", "ceiling");
        // SQLite's rate is the highest, but the selection cannot tell H2 or PostgreSQL from it: no single fastest
        assertThat(block(section, "Tuned loads by total time")).containsSubsequence(Verdict.NOT_RESOLVED_TEXT,
                        "JDBC · tuned on SQLite at 196,770 rows/s",
                        "JDBC · tuned on H2 at 165,333 rows/s", "JDBC · tuned on PostgreSQL at 126,615 rows/s", "behind (shown slower)",
                        "Hibernate · tuned on H2 at 88,422 rows/s", "Hibernate · tuned on MariaDB at 28,570 rows/s",
                        "the slowest", "6.9 × (6.1–7.8)")
                .contains("196,770 rows/s (152,993–253,072, 2 forks)", "28,570 rows/s (22,214–36,745, 2 forks)");
        // pairwise, at 95 % without the selection's multiplicity, H2's tuned JDBC load is shown faster than PostgreSQL's
        assertThat(block(section, "H2: JDBC · tuned")).contains("165,333 rows/s (128,550–212,640, 2 forks)",
                "1.3 × (1.1–1.5) PostgreSQL's rate of 126,615 rows/s", "(89,156–179,812, 2 forks)", "46 % (41–52 %)");
        assertThat(block(section, "MariaDB: JDBC · tuned")).contains("67,005 rows/s (52,098–86,178, 2 forks)",
                "0.53 × (0.45–0.62) PostgreSQL's rate of 126,615 rows/s").doesNotContain(Verdict.NOT_RESOLVED_TEXT);
        assertThat(block(section, "speed-up")).containsSubsequence("JDBC on PostgreSQL 4.5 × (3.8–5.3)", "on H2 2.3 × (2.0–2.6)",
                "on SQLite 3.1 × (2.8–3.5)", "on MariaDB 6.4 × (5.7–7.2)", "Hibernate");
        assertThat(section).doesNotContain("Fastest tuned load", "within noise");
    }

    @Test
    void theReadTablesGiveColdAndHotPerDatabaseProveTheAnswersAgreeAndNameTheServerThatDidNotStart() {
        String section = section(render(Fixtures.loadEngines(dir)));
        String customersPaged = table(section, "==== Customers paged (`customersPaged`)");
        String foreigners = section.substring(section.indexOf("==== Purchases of foreigners"));

        assertThat(row(customersPaged, "Access style")).containsExactly("Access style", "PostgreSQL cold (ms)", "hot (ms)",
                "H2 cold (ms)", "hot (ms)", "SQLite cold (ms)", "hot (ms)", "MariaDB cold (ms)", "hot (ms)");
        assertThat(row(customersPaged, "JDBC · paper")).containsExactly("JDBC · paper",
                "99.78 (62.70–158.81, 2 fresh JVMs)", "3.57 (1.92–6.65, 2 forks)",
                "239.35 (163.85–349.64, 2 fresh JVMs)", "2.14 (1.15–3.99, 2 forks)",
                "46.90 (29.25–75.19, 2 fresh JVMs)", "1.79 (0.96–3.33, 2 forks)", "skipped", "skipped");
        assertThat(block(section, "Every cell on MariaDB")).contains("skipped", "the embedded MariaDB server did not start");
        assertThat(block(foreigners, "charted SQL cells")).contains("All 24 charted SQL cells", "on PostgreSQL, H2 and SQLite",
                "1,823 results", "`+sha256:" + "2b".repeat(32) + "+`", "`+database-paper@h2+`",
                "content digest `+sha256:" + "5e".repeat(32) + "+`");
        assertThat(section).contains("image::" + SqlEngineReadChart.name("purchasesOfForeigners") + ".png");
        assertThat(block(section, "* MariaDB (a server)")).containsSubsequence("write run: embedded MariaDB started by the benchmark",
                "11.4.5-MariaDB", "read run: unavailable");
        assertThat(block(section, "sanity pairs")).contains("1 of 2 sanity pairs", "on H2, SQLite and MariaDB", "*inconsistent*");
    }

    @Test
    void theCaveatsComeFromTheRecordedSettings() {
        String section = section(render(Fixtures.loadEngines(dir)));

        assertThat(section).contains("[[sql-engines-expert]]\n=== What an expert should know");
        assertThat(block(section, "*Where each engine runs.*"))
                .contains("H2 and SQLite run inside the benchmark's forked JVM", "PostgreSQL and MariaDB are servers");
        assertThat(block(section, "*Page caches, as recorded.*")).containsSubsequence("SQLite 2.0 MiB (`+cache_size = -2000+`)",
                "MariaDB 128.0 MiB", "`+innodb_buffer_pool_size = 134217728+`", "— unequal",
                "H2 2,048.0 MiB (`+CACHE_SIZE = 2097152+`)", "SQLite 2,048.0 MiB (`+cache_size = -2097152+`)",
                "MariaDB 2,048.0 MiB (`+innodb_buffer_pool_size = 2G+`)", "— equal");
        assertThat(block(section, "** SQLite: `+synchronous")).contains("`+synchronous = 2+`", "`+journal_mode = delete+`", "as a number");
        assertThat(section).contains("** MariaDB: `+innodb_flush_log_at_trx_commit = 1+`", "** H2: its page cache is part of");
        assertThat(block(section, "*Each engine's own recipe.*")).containsSubsequence("JDBC · tuned:",
                "PostgreSQL", "`+persistencebench.write.jdbc.JdbcCopyTripLoader+`", "H2", "`+persistencebench.write.jdbc.H2CsvReadTripLoader+`")
                .doesNotContain("JDBC · paper: PostgreSQL `+");
    }

    @Test
    void theReferencesFiguresStandBesideOursWithTheirFlaws() {
        String section = section(render(Fixtures.loadEngines(dir)));

        assertThat(section).contains("Quoted from `+storage-backends-benchmark-wiki.txt+`");
        List<String> bulkLoad = row(section, "MariaDB", "bulk insert of 10k records, saveAll batches of 1,000");
        assertThat(bulkLoad.subList(2, 4)).containsExactly("container defaults", "795 ops/s");
        assertThat(bulkLoad.get(4)).contains("JDBC · paper on MariaDB", "10,426 rows/s (8,106–13,409, 2 forks)");
        assertThat(bulkLoad.get(5)).startsWith("ours load 2,821,515 trips");
        assertThat(row(section, "MariaDB", "one deep offset page of 10k records").subList(2, 5))
                .containsExactly("container defaults", "34.7 ms", "not in this run");
        List<String> upserts = row(section, "SQLite Transaction", "STORE: 1,000 upserts (REPLACE) in one transaction");
        assertThat(upserts.subList(2, 4)).containsExactly("indexed, journaling and file-system synchronisation on",
                "246.823 ms (≈ 4,051 rows/s)");
        assertThat(upserts.get(4)).startsWith("JDBC · paper on SQLite: 63,359 rows/s");
        List<String> pool = row(section, "H2", "1,000,000 records, indexed, 1 pass", "pool of 10 connections, 10 threads");
        assertThat(pool.subList(3, 5)).containsExactly("29554 ms (≈ 33,836 rows/s); longest query 148ms", "not in this run");
        assertThat(pool.get(5)).startsWith("ours: 8 threads (its 10)");
        assertThat(study.sqlReferenceFigures().references()).flatExtracting(SqlReferenceFigures.Reference::flaws)
                .extracting(SqlReferenceFigures.Flaw::evidence)
                .contains("Option 1: Set MULTI_THREADED=1", "cpds.setInitialPoolSize(0)", ";CACHE_SIZE=65536", "1 test iterations",
                        "try (Connection con = this.dataSource.getConnection())")
                .allSatisfy(evidence -> assertThat(section).contains("Evidence: " + AsciiDocText.literal(evidence)));
    }

    @Test
    void theFirstPageNamesADatabaseWhoseServerDidNotStartOnce() {
        String adoc = render(Fixtures.loadEngines(dir));
        String firstPage = adoc.substring(0, adoc.indexOf("== About this document"));

        assertThat(block(firstPage, "every cell on MariaDB")).contains("* read run:", "(16)", "skipped",
                "the mariadb database is not available");
        assertThat(firstPage).doesNotContain("JDBC · paper on MariaDB");
    }

    @Test
    void aRunOnPostgresqlAloneHasNoSuchSectionAndNoSuchFigures() {
        AvailableResults results = Fixtures.loadBoth(dir);

        assertThat(render(results)).doesNotContain("== SQL engines", "sql-engines");
        assertThat(figures(results)).extracting(Figure::name).noneMatch(name -> name.startsWith("sql-engines"));
    }

    @Test
    void theServersOwnCountersDuringAWriteSampleAreTabledForTheCellsThatRecordedThem() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> json.withArray("results").forEach(cell -> {
            if ("mariadb".equals(cell.path("database").asText()) && "jdbc".equals(cell.path("backend").asText())
                    && "paper".equals(cell.path("variant").asText())) {
                ((ObjectNode) cell).putObject("serverCounters").put("INNODB_BUFFER_POOL_READS", 1_299_317L)
                        .put("INNODB_BUFFER_POOL_READ_REQUESTS", 11_651_692L).put("INNODB_DATA_FSYNCS", 37_691L)
                        .put("INNODB_DATA_WRITTEN", 56_592_908_288L).put("INNODB_OS_LOG_WRITTEN", 995_380_875L)
                        .put("INNODB_PAGES_WRITTEN", 1_746_641L);
            }
        }));
        Fixtures.alterEngines(dir, Fixtures.READ, json -> { });
        String section = section(render(new ResultsLoader().load(dir)));

        assertThat(section).contains(".The database server during one write sample", "(MariaDB's InnoDB counters, first fork's last sample)",
                        "its index outgrew the buffer pool")
                .containsOnlyOnce("|Buffer-pool misses |");
        assertThat(row(table(section, ".The database server during one write sample"), "JDBC · paper on MariaDB"))
                .containsExactly("JDBC · paper on MariaDB", "study", "268.000", "1,299,317", "53,971.2", "1,746,641", "37,691", "949.3",
                        "2,203.0");
    }

    @Test
    void aRunWhoseCellsRecordedNoServerCountersHasNoSuchTable() {
        assertThat(section(render(Fixtures.loadEngines(dir)))).doesNotContain("Buffer-pool misses");
    }

    @Test
    void aReadRunOnPostgresqlAloneSaysHowToAddItsPart() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> { });
        Fixtures.copy(dir, Fixtures.READ);
        String section = section(render(new ResultsLoader().load(dir)));

        assertThat(block(section, "The read run measured")).contains("on PostgreSQL only",
                "`+" + BenchmarkKind.READ.command() + " -Ddatabases=postgresql,h2,sqlite,mariadb+`");
        assertThat(row(section, "JDBC · tuned")).startsWith("JDBC · tuned", "22.284 (15.691–31.647, 2 forks)", "126,615");
    }
}
