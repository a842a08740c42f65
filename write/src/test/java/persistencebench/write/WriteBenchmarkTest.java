package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;

/** The whole program at tiny scale, in-process (each cell still in its forked JVM), against the test PostgreSQL. */
class WriteBenchmarkTest {
    private static final long ROWS = 3_000;
    private static final long GIB = 1L << 30;

    @TempDir
    Path directory;

    @Test
    void measuresEveryCellAndWritesAVerifiedFinishedResultFile() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings(), new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        String output = console.toString(StandardCharsets.UTF_8);
        assertThat(exitCode).as(output).isZero();
        ResultFile result = ResultFiles.read(directory.resolve("results/write-latest.json"));
        assertThat(result.finished()).isTrue();
        assertThat(result.verification().ok()).isTrue();
        assertThat(result.dataset()).containsEntry("kind", "taxi").containsEntry("rows", (int) ROWS).containsEntry("source", "generated");
        assertThat(result.environment()).containsKeys("jdk", "versions", "settings", "database");
        assertThat(result.results()).extracting(c -> c.backend() + "/" + c.variant() + " " + c.phase()).containsExactly(
                "csv/baseline load-only",
                "microstream/paper store", "microstream/tuned store", "microstream/streamed store",
                "eclipsestore/paper store", "eclipsestore/tuned store", "eclipsestore/streamed store",
                "jdbc/paper store", "jdbc/tuned store", "jdbc/rewrite store",
                "hibernate/paper store", "hibernate/tuned store");

        CellResult loadOnly = result.results().get(0);
        assertThat(loadOnly.ok()).isTrue();
        assertThat(loadOnly.samplesMillis()).hasSize(1);
        assertThat(((Number) loadOnly.metric("rowsRead")).longValue()).isEqualTo(ROWS);
        for (CellResult cell : result.results().subList(1, result.results().size())) {
            assertThat(cell.ok()).as(cell.label() + ": " + cell.failure()).isTrue();
            assertThat(((Number) cell.metric("rowsExpected")).longValue()).as(cell.label()).isEqualTo(ROWS);
            assertThat(((Number) cell.metric("rowsStored")).longValue()).as(cell.label()).isEqualTo(ROWS);
            assertThat(cell.metric("checksumOk")).as(cell.label()).isEqualTo(true);
            assertThat(cell.metric("tripChecksum")).as(cell.label()).isEqualTo(loadOnly.metric("tripChecksum"));
            assertThat(((Number) cell.metric("diskBytes")).longValue()).as(cell.label()).isPositive();
            assertThat(cell.metrics()).as(cell.label()).containsKeys("rowsPerSecond", "peakHeapBytes", "cpuMillis", "maxHeapBytes");
            boolean objectStore = cell.backend().equals("microstream") || cell.backend().equals("eclipsestore");
            assertThat(cell.metric("channels")).as(cell.label()).isEqualTo(objectStore ? 1 : null);
        }
        for (CellResult cell : result.results()) {
            long maxHeap = ((Number) cell.metric("maxHeapBytes")).longValue();
            if (cell.variant().equals("tuned") || cell.variant().equals("baseline")) {
                assertThat(maxHeap).as(cell.label() + " runs within 1 GB").isLessThanOrEqualTo(GIB);
            }
            if (cell.variant().equals("paper") && !cell.backend().equals("jdbc")) {
                assertThat(maxHeap).as(cell.label() + " holds the month").isGreaterThan(GIB);
            }
        }
        assertThat(output).contains("median s", "x load-only", "paper s", "101.8", "123.5", "all cells verified");
    }

    @Test
    void aChannelSweepNamesTheCellsByTheirCount() throws Exception {
        Properties settings = settings();
        settings.setProperty("backends", "microstream");
        settings.setProperty("variants", "tuned");
        settings.setProperty("channels", "1,2");
        int exitCode = new WriteBenchmark(settings, new PrintStream(PrintStream.nullOutputStream())).run();

        assertThat(exitCode).isZero();
        List<CellResult> cells = ResultFiles.read(directory.resolve("results/write-latest.json")).results();
        assertThat(cells).extracting(CellResult::variant).containsExactly("tuned-1ch", "tuned-2ch");
        assertThat(cells).extracting(c -> c.metric("channels")).containsExactly(1, 2);
        assertThat(cells).allMatch(c -> Boolean.TRUE.equals(c.metric("checksumOk")));
    }

    private Properties settings() {
        PostgresServer server = TestPostgres.server();
        Properties settings = new Properties();
        settings.setProperty("rows", Long.toString(ROWS));
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("channels", "1");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        settings.setProperty("jdbc.url", server.jdbcUrl("postgres"));
        settings.setProperty("jdbc.user", server.user());
        settings.setProperty("jdbc.password", server.password());
        return settings;
    }
}
