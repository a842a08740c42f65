package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.UndeclaredFields;
import persistencebench.harness.testing.Slow;
import persistencebench.write.plugin.WriteBackend;

/** The whole program at tiny scale, in-process (each cell part in its forked JVM), interleaved in rounds. */
@Slow
class WriteBenchmarkTest {
    private static final long ROWS = 3_000;
    private static final long GIB = 1L << 30;

    @TempDir
    Path directory;

    @Test
    void measuresEveryCellInTwoInterleavedForksAndWritesAVerifiedFinishedResultFile() throws Exception {
        Properties settings = settings(true);
        settings.setProperty("backends", "csv,microstream,jdbc");
        settings.setProperty("variants", "paper,tuned");
        settings.setProperty("iterations", "2");
        settings.setProperty("forks", "2");
        String output = runPassing(settings);
        ResultFile result = latest();
        assertThat(result.finished()).isTrue();
        assertThat(result.verification().ok()).isTrue();
        assertThat(result.dataset()).containsEntry("kind", "taxi").containsEntry("rows", (int) ROWS).containsEntry("source", "generated");
        assertThat(result.environment()).containsEntry("durability", "disk").containsKeys("jdk", "versions", "settings", "database");
        assertThat(result.environment().get("databaseSettings")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("fsync", "on");
        assertThat(result.environment().get("execution")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("forks", 2)
                .containsEntry("rounds", 2).extractingByKey("samplePlan").asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsEntry("maxSamples", 2).containsEntry("minSamples", 3).containsEntry("studyMinSamples", 3);
        assertThat(result.backends()).containsOnlyKeys("csv", "microstream", "jdbc");
        assertThat(result.publication().reasons()).anyMatch(reason -> reason.contains("-Drows=" + ROWS + " (published: 2821515)")
                && reason.contains("-Dforks=2 (published: 3)") && reason.contains("-Dbackends=csv,microstream,jdbc (published: all)"));
        assertThat(result.sanityPairs()).isEmpty();
        assertThat(result.results()).extracting(CellResult::label).containsExactly("csv/baseline load-only",
                "microstream/paper store", "microstream/tuned store", "jdbc/paper store", "jdbc/tuned store");
        JsonNode file = Json.mapper().readTree(directory.resolve("results/write-latest.json").toFile());
        assertThat(file.path("formatVersion").asInt()).isEqualTo(ResultFormat.VERSION);
        assertThat(file.path("results").findValuesAsText("id")).as("ids, the same in every run of this selection").containsExactly(
                "csv/baseline/load-only", "microstream/paper/store", "microstream/tuned/store", "jdbc/paper@postgresql/store",
                "jdbc/tuned@postgresql/store");
        assertThat(UndeclaredFields.of(file)).as("keys the contract does not declare").isEmpty();

        for (JsonNode cell : Json.mapper().readTree(directory.resolve("results/write-latest.json").toFile()).path("results")) {
            assertThat(cell.path("forks").asInt()).isEqualTo(2);
            assertThat(cell.path("samplesFork").toString()).isEqualTo("[1,2]");
            assertThat(cell.path("ciUnits").asInt()).as("an interval over the two forks").isEqualTo(2);
            assertThat(cell.path("ci95").size()).isEqualTo(2);
        }
        for (CellResult cell : result.results()) {
            assertThat(cell.ok()).as(cell.label() + ": " + cell.failure()).isTrue();
            assertThat(cell.samplesMillis()).hasSize(2);
            assertThat(cell.metrics()).as(cell.label() + ": the baseline persists nothing, a floor")
                    .containsEntry("durability", cell.backend().equals("csv") ? "none" : "disk")
                    .containsKeys("implementation", "rowsPerSecond", "maxHeapBytes", "jvmArgs");
            assertThat(cell.cpuMillis()).isNotNull();
            assertThat(cell.openMillis()).isNotNull();
            assertThat(cell.workMillis()).isNotNull();
            assertThat(cell.closeMillis()).isNotNull();
            assertThat(((Number) cell.metric(CellField.ROWS_EXPECTED)).longValue()).isEqualTo(ROWS);
            List<String> flags = WriteBackend.registry().byName(cell.backend()).variant(cell.variant()).orElseThrow().jvmFlags();
            assertThat(cell.metric(CellField.JVM_ARGS)).as(cell.label() + " runs with its variant's flags").asInstanceOf(InstanceOfAssertFactories.LIST)
                    .containsAll(flags);
            if (flags.contains("-Xmx1g")) {
                assertThat(((Number) cell.metric(CellField.MAX_HEAP_BYTES)).longValue()).as(cell.label() + " runs within 1 GB").isLessThanOrEqualTo(GIB);
            }
            if (cell.backend().equals("jdbc")) {
                assertThat(cell.metrics()).as("a server the run does not own runs as found").containsEntry("serverProfile", "as found");
            } else {
                assertThat(cell.metrics()).doesNotContainKey("serverProfile");
            }
        }
        for (CellResult cell : result.results().subList(1, result.results().size())) {
            assertThat(cell.metrics()).as(cell.label()).containsEntry("checksumOk", true).containsKey("diskBytes");
            assertThat(((Number) cell.metric(CellField.ROWS_STORED)).longValue()).isEqualTo(ROWS);
        }
        CellResult msPaper = result.results().get(1);
        CellResult jdbcPaper = result.results().get(3);
        assertThat(msPaper.metric(CellField.CHANNELS)).isEqualTo(1);
        assertThat(msPaper.liveHeapBytes()).isPositive();
        assertThat(jdbcPaper.metrics()).containsEntry("database", "postgresql").containsKey("walBytes");
        assertThat((String) jdbcPaper.metric(CellField.SERVER_CPU)).startsWith("not measured").as("an external server's CPU is not counted");
        assertThat(msPaper.metric(CellField.TRIP_CHECKSUM)).as("one shape, one digest").isEqualTo(jdbcPaper.metric(CellField.TRIP_CHECKSUM));
        assertThat(result.results().get(2).metric(CellField.TRIP_CHECKSUM)).isEqualTo(result.results().get(4).metric(CellField.TRIP_CHECKSUM))
                .isNotEqualTo(msPaper.metric(CellField.TRIP_CHECKSUM));
        assertThat(result.results().get(4).metric(CellField.SINGLE_OPS)).as("run once, after the first fork's last sample")
                .asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("verified", true).containsEntry("operationsPerPhase", 100)
                .containsKeys("openMillis", "insert", "find", "update", "delete", "mixA", "mixB", "mixC");
        assertThat(jdbcPaper.metric(CellField.SINGLE_OPS)).asInstanceOf(InstanceOfAssertFactories.MAP).extractingByKey("notServed")
                .asString().contains("random UUID");
        assertThat(output).contains("single operations after the write", "answers and state ok");
        assertThat(output).contains("study s", "MicroStream", "JDBC", "CSV load only", "all cells verified")
                .as("no study figure beside a run smaller than the study's").doesNotContain(" 77.0", " 101.8");
    }

    @Test
    void aChannelSweepNamesTheCellsByTheirCount() throws Exception {
        Properties settings = settings(true);
        settings.setProperty("backends", "microstream");
        settings.setProperty("variants", "tuned");
        settings.setProperty("channels", "1,2");
        runPassing(settings);
        ResultFile result = latest();
        assertThat(result.sanityPairs()).as("other channel counts are other configurations, not the same code").isEmpty();
        List<CellResult> cells = result.results();
        assertThat(cells).extracting(CellResult::variant).containsExactly("tuned-1ch", "tuned-2ch");
        assertThat(cells).extracting(c -> c.metric(CellField.CHANNELS)).containsExactly(1, 2);
        assertThat(cells).allMatch(c -> Boolean.TRUE.equals(c.metric(CellField.CHECKSUM_OK)));
    }

    @Test
    void durabilityOsAndEachVariantsServerProfileReachTheServerItStartsWithFewProfileSwitches() throws Exception {
        Properties settings = settings(false);
        settings.setProperty("backends", "csv,jdbc,microstream");
        settings.setProperty("variants", "tuned,rewrite");
        settings.setProperty("durability", "os");
        settings.setProperty("iterations", "2");
        settings.setProperty("forks", "2");
        String output = runPassing(settings);
        ResultFile result = latest();
        assertThat(result.environment()).containsEntry("durability", "os");
        assertThat(result.environment().get("databaseSettings")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("fsync", "off");
        assertThat(result.environment().get("serverProfiles")).asInstanceOf(InstanceOfAssertFactories.MAP).containsKeys("study", "tuned");
        assertThat(result.results()).hasSize(4).allSatisfy(cell -> assertThat(cell.metric(CellField.DURABILITY))
                .isEqualTo(cell.backend().equals("csv") ? "none" : "os"));
        CellResult rewrite = cell(result, "jdbc", "rewrite");
        CellResult tuned = cell(result, "jdbc", "tuned");
        assertThat(rewrite.metrics()).containsEntry("serverProfile", "study").containsEntry("checksumOk", true);
        assertThat(tuned.metrics()).containsEntry("serverProfile", "tuned").containsEntry("checksumOk", true);
        assertThat(tuned.serverCpuMillis()).as("the CPU of the server the run started (10 ms ticks), restarted for its profile").isNotNull();
        assertThat(output.lines().filter(line -> line.startsWith("[round")).map(WriteBenchmarkTest::titleAndProfile))
                .as("round 2 starts on the profile round 1 ended with")
                .containsExactly("csv/baseline", "microstream/tuned", "jdbc/rewrite on study", "jdbc/tuned on tuned",
                        "csv/baseline", "microstream/tuned", "jdbc/tuned on tuned", "jdbc/rewrite on study");
    }

    @Test
    void warmUpsStoreTheSliceOfTheMonthAndSamplesTheWholeMonthProven() throws Exception {
        Properties settings = settings(true);
        settings.setProperty("backends", "microstream,jdbc");
        settings.setProperty("variants", "tuned");
        settings.setProperty("warmups", "1");
        settings.setProperty("warmupRows", "500");
        String output = runPassing(settings);
        assertThat(output).contains("warm-ups store the first 500 trips");
        assertThat(directory.resolve("data/taxi/warmup")).isDirectoryContaining("glob:**.first500.csv");
        for (CellResult cell : latest().results()) {
            assertThat(cell.warmupSamplesMillis()).as(cell.label()).hasSize(1);
            assertThat(cell.metrics()).as(cell.label()).containsEntry("checksumOk", true);
            assertThat(((Number) cell.metric(CellField.ROWS_STORED)).longValue()).as("the sample stored the month, not the slice").isEqualTo(ROWS);
        }
    }

    /** "jdbc/tuned on tuned" from a progress line such as "[round 1/2, cell 4/4] jdbc/tuned store, server profile tuned, ...". */
    private static String titleAndProfile(String roundLine) {
        String title = roundLine.substring(roundLine.indexOf("] ") + 2).split(" ")[0];
        int at = roundLine.indexOf("server profile ");
        return at < 0 ? title : title + " on " + roundLine.substring(at + "server profile ".length()).split(",")[0];
    }

    private static CellResult cell(ResultFile result, String backend, String variant) {
        return result.results().stream().filter(c -> c.backend().equals(backend) && c.variant().equals(variant)).findFirst().orElseThrow();
    }

    /** Runs the program, asserting that every cell passed; returns its console output. */
    private static String runPassing(Properties settings) throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run();
        String output = console.toString(StandardCharsets.UTF_8);
        assertThat(exitCode).as(output).isZero();
        return output;
    }

    private ResultFile latest() throws Exception {
        return ResultFiles.read(directory.resolve("results/write-latest.json"));
    }

    /** @param testServer whether to use the test JVM's PostgreSQL (else the run starts its own under its data directory) */
    private Properties settings(boolean testServer) {
        Properties settings = new Properties();
        settings.setProperty("rows", Long.toString(ROWS));
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("channels", "1");
        settings.setProperty("singleOps", "100");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        if (testServer) {
            DatabaseServer server = TestPostgres.server();
            settings.setProperty("jdbc.url", server.jdbcUrl("postgres"));
            settings.setProperty("jdbc.user", server.user());
            settings.setProperty("jdbc.password", server.password());
        }
        return settings;
    }
}
