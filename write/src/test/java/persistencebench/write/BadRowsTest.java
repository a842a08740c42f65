package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.testing.Slow;
import persistencebench.harness.resultformat.CellField;

/** A user's CSV with a non-numeric trip_distance on line 5: the run stops naming it, or skips and counts it. */
@Slow
class BadRowsTest {
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    Path directory;
    private Path csv;

    @BeforeEach
    void writeCsvWithABadLine5() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(TestTrips.generated(directory, 10), StandardCharsets.US_ASCII));
        String[] line5 = lines.get(4).split(",", -1);
        line5[4] = "abc";
        lines.set(4, String.join(",", line5));
        csv = directory.resolve("yellow_bad.csv");
        Files.write(csv, lines, StandardCharsets.US_ASCII);
    }

    @Test
    void failStopsTheRunWithTheFileLineColumnAndValue() throws Exception {
        assertThatThrownBy(() -> new WriteBenchmark(settings("fail"), QUIET).run())
                .isInstanceOf(FatalError.class)
                .hasMessageContaining("yellow_bad.csv line 5, column trip_distance: \"abc\"")
                .hasMessageContaining("-DbadRows=skip");
        ResultFile partial = ResultFiles.read(only(directory.resolve("results")));
        assertThat(partial.finished()).isFalse();
        assertThat(partial.verification().problems()).anyMatch(p -> p.contains("line 5"));
    }

    @Test
    void skipStoresTheOtherRowsAndCountsTheBadOne() throws Exception {
        assertThat(new WriteBenchmark(settings("skip"), QUIET).run()).isZero();

        ResultFile result = ResultFiles.read(directory.resolve("results/write-latest.json"));
        assertThat(result.finished()).isTrue();
        assertThat(result.dataset()).containsEntry("source", "file").containsEntry("file", "yellow_bad.csv").containsEntry("rows", 9)
                .containsEntry("badRowsSkipped", 1);
        assertThat(result.dataset().get("badRowSamples").toString()).contains("line 5");
        assertThat(result.environment().get("settings")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsEntry("csv", "yellow_bad.csv").doesNotContainKey("rows");
        assertThat(result.publication().reasons()).anyMatch(r -> r.contains("a user's CSV (yellow_bad.csv)"))
                .anyMatch(r -> r.contains("1 malformed row(s) skipped"));
        CellResult loadOnly = result.results().get(0);
        CellResult store = result.results().get(1);
        assertThat(loadOnly.metric(CellField.ROWS_EXPECTED)).isEqualTo(9);
        assertThat(loadOnly.metric(CellField.BAD_ROWS_SKIPPED)).isEqualTo(1);
        assertThat(store.metric(CellField.ROWS_STORED)).isEqualTo(9);
        assertThat(store.metric(CellField.BAD_ROWS_SKIPPED)).isEqualTo(1);
        assertThat(store.metric(CellField.CHECKSUM_OK)).isEqualTo(true);
    }

    private Properties settings(String badRows) {
        DatabaseServer server = TestPostgres.server();
        Properties settings = new Properties();
        settings.setProperty("csv", csv.toString());
        settings.setProperty("badRows", badRows);
        settings.setProperty("backends", "csv,jdbc");
        settings.setProperty("variants", "tuned");
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        settings.setProperty("jdbc.url", server.jdbcUrl("postgres"));
        settings.setProperty("jdbc.user", server.user());
        settings.setProperty("jdbc.password", server.password());
        return settings;
    }

    /** The run's timestamped result file in {@code results}. */
    static Path only(Path results) throws Exception {
        try (var files = Files.list(results)) {
            return files.filter(f -> f.getFileName().toString().matches("write-\\d{8}T\\d{6}Z\\.json")).findFirst().orElseThrow();
        }
    }
}
