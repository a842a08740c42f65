package persistencebench.whitepaper.format;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultsLoader;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Wording of cells, runs, durability, cold kinds and failures. */
class FormatTest {

    @TempDir
    Path dir;

    @Test
    void phaseNamesBecomeWords() {
        assertThat(Labels.phase("purchasesOfForeigners")).isEqualTo("purchases of foreigners");
        assertThat(Labels.phase("load-only")).isEqualTo("load only");
        assertThat(Labels.phaseTitle("customersPaged")).isEqualTo("Customers paged");
    }

    @Test
    void cellLabelsComeFromTheBackendsSection() {
        BenchmarkRun write = Fixtures.loadBoth(dir).write().orElseThrow();

        assertThat(write.cells()).extracting(c -> Labels.cell(write.catalogue(), c)).contains(
                "CSV load only", "MicroStream · paper (1 ch)", "MicroStream · tuned-1ch", "JDBC · rewrite");
    }

    @Test
    void aCellOnADatabaseOtherThanTheStudysIsNamedWithIt() {
        BenchmarkRun write = Fixtures.loadEngines(dir).write().orElseThrow();

        assertThat(write.cells()).extracting(c -> Labels.cell(write.catalogue(), c)).contains(
                "JDBC · tuned", "JDBC · tuned on H2", "JDBC · paper on SQLite", "Hibernate · tuned on MariaDB", "CSV load only")
                .doesNotContain("JDBC · tuned on PostgreSQL");
        assertThat(Labels.list(List.of("H2", "SQLite", "MariaDB"))).isEqualTo("H2, SQLite and MariaDB");
    }

    @Test
    void aCrashedCellSaysHowOftenAndWithWhichExit() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();
        ResultCell failed = read.faulty().get(0);

        assertThat(CellFailureText.of(failed, read.verdict(failed))).startsWith(
                "FAILED: crashed twice: exit 134 (SIGSEGV in C2 CompilerThread0, hs_err written to hs_err_pid4242.log)");
    }

    @Test
    void aRetriedCellSaysItPassedAfterTheCrash() {
        BenchmarkRun write = Fixtures.loadBoth(dir).write().orElseThrow();

        assertThat(write.cells()).flatExtracting(c -> CellFailureText.retry(c).stream().toList()).containsExactly(
                "crashed once, then passed on attempt 2: exit 137 (forked JVM killed by the operating system (out of memory))");
    }

    @Test
    void footnotesStateTheDurabilityClassAndTheServersSettings() {
        BenchmarkRun write = Fixtures.loadBoth(dir).write().orElseThrow();

        assertThat(RunDescriptions.footnote(write)).contains(
                "durability disk; server fsync=on, synchronous_commit=on, full_page_writes=on")
                .contains("JDBC 42.7.14").doesNotContain("-Xmx").doesNotContain("/work");
    }

    @Test
    void aUserCsvIsNamedByItsFileAndNotByTheUnusedRowsSetting() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.withObjectProperty("dataset").put("source", "file")
                .put("file", "/root/taxi/yellow_tripdata_2021-07.csv").put("rows", 1000));
        BenchmarkRun write = new ResultsLoader().load(dir).write().orElseThrow();

        assertThat(RunDescriptions.dataset(write))
                .isEqualTo("the taxi dataset from the file yellow_tripdata_2021-07.csv: 2,821,515 trips");
    }

    @Test
    void coldKindsAreExplainedAndJvmColdIsNeverAFreshServer() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();

        assertThat(ColdKinds.meanings(read.cells())).containsExactly(
                "full: a fresh JVM and a restarted database server or storage for every sample",
                "jvm-cold: a fresh JVM for every sample, but the database server was not restarted (it could not be:"
                        + " an external server), so its caches may have been warm");
        assertThat(ColdKinds.subtitle(read.cells())).contains("jvm-cold = fresh JVM, server not restarted");
    }

    @Test
    void runsWithDifferentDurabilitySaySo() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            json.withObjectProperty("environment").put("durability", "os");
            json.withObjectProperty("environment").withObjectProperty("databaseSettings").put("fsync", "off");
        });
        var runs = new ResultsLoader().load(dir).runs();

        assertThat(DurabilityText.mismatch(runs)).hasValueSatisfying(text -> assertThat(text)
                .contains("the write run used *disk*", "the read run used *os* (server fsync=off"));
    }
}
