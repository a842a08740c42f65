package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.testing.Slow;

/** A user's CSV the run cannot use at all stops it before any cell, with one line naming the file (no database needed). */
@Slow
class BadCsvFileTest {
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    Path directory;

    @Test
    void aCutShortGzipStopsTheRunNamingTheFileAndWhereItEnds() throws Exception {
        Path whole = directory.resolve("whole.csv.gz");
        try (var out = new GZIPOutputStream(Files.newOutputStream(whole))) {
            Files.copy(TestTrips.generated(directory, 2000), out);
        }
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = Files.write(directory.resolve("yellow_cut.csv.gz"), Arrays.copyOf(bytes, bytes.length / 2));

        assertThatThrownBy(() -> new WriteBenchmark(settings(cut, "skip"), QUIET).run())
                .isInstanceOf(FatalError.class)
                .hasMessageContaining("yellow_cut.csv.gz is not a complete gzip file: unexpected end at byte " + bytes.length / 2);
    }

    @Test
    void aMalformedHeaderUnderSkipDoesNotSuggestSkipping() throws Exception {
        List<String> lines = Files.readAllLines(TestTrips.generated(directory, 3), StandardCharsets.US_ASCII);
        Path csv = directory.resolve("yellow_header.csv");
        Files.write(csv, lines.subList(1, lines.size()), StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> new WriteBenchmark(settings(csv, "skip"), QUIET).run())
                .isInstanceOf(FatalError.class)
                .hasMessageContaining("yellow_header.csv line 1")
                .hasMessageNotContaining("-DbadRows=skip");
        assertThatThrownBy(() -> new WriteBenchmark(settings(csv, "fail"), QUIET).run())
                .as("suggested where it was not given")
                .hasMessageContaining("-DbadRows=skip");
    }

    @Test
    void aHeaderOnlyCsvStopsTheRunWhoseFileSaysWhySoTheNextRunDoesNotCallItInterrupted() throws Exception {
        List<String> lines = Files.readAllLines(TestTrips.generated(directory, 1), StandardCharsets.US_ASCII);
        Path csv = Files.write(directory.resolve("yellow_empty.csv"), lines.subList(0, 1), StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> new WriteBenchmark(settings(csv, "fail"), QUIET).run())
                .isInstanceOf(FatalError.class)
                .hasMessageContaining("yellow_empty.csv has no trip rows");
        ResultFile stopped = ResultFiles.read(BadRowsTest.only(directory.resolve("results")));
        assertThat(stopped.finished()).isFalse();
        assertThat(stopped.stoppedBy()).contains("yellow_empty.csv has no trip rows");

        ByteArrayOutputStream next = new ByteArrayOutputStream();
        assertThatThrownBy(() -> new WriteBenchmark(settings(csv, "fail"), new PrintStream(next, true, StandardCharsets.UTF_8)).run())
                .isInstanceOf(FatalError.class);
        assertThat(next.toString(StandardCharsets.UTF_8)).doesNotContain("interrupted");
    }

    @Test
    void aHeaderHoldingTerminalControlsIsPrintedEscaped() throws Exception {
        Path csv = Files.writeString(directory.resolve("yellow_escape.csv"), "VendorID\u001bc,x\n1,2\n", StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Program.runAndReport("write", () -> new WriteBenchmark(settings(csv, "fail"), QUIET).run(),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("write: error: malformed CSV row in yellow_escape.csv line 1:"
                + " \"VendorID\\u001bc,x\" is not the TLC yellow-taxi header").doesNotContain("\u001b").hasLineCount(1);
    }

    private Properties settings(Path csv, String badRows) {
        Properties settings = new Properties();
        settings.setProperty("csv", csv.toString());
        settings.setProperty("badRows", badRows);
        settings.setProperty("backends", "csv");
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        return settings;
    }
}
