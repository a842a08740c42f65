package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WarmupSliceTest {
    private static final String CSV = "header\r\nrow1\r\n\r\nrow2\r\nrow3\r\nrow4\r\n";

    @TempDir
    Path directory;

    @Test
    void theSliceIsTheHeaderAndTheFirstRowsEmptyLinesNotCounted() throws Exception {
        Path csv = Files.writeString(directory.resolve("trips.csv"), CSV);
        Path slice = WarmupSlice.of(csv, 4, 2, directory.resolve("data"));
        assertThat(slice).isEqualTo(directory.resolve("data/taxi/warmup/trips.first2.csv"));
        assertThat(Files.readAllLines(slice)).containsExactly("header", "row1", "", "row2");
        assertThat(directory.resolve("data/taxi/warmup")).isDirectoryNotContaining("glob:**.partial");
    }

    @Test
    void aGzippedCsvIsSlicedFromItsText() throws Exception {
        Path csv = directory.resolve("trips.csv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(csv))) {
            out.write(CSV.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(Files.readAllLines(WarmupSlice.of(csv, 4, 3, directory))).isEqualTo(List.of("header", "row1", "", "row2", "row3"));
    }

    @Test
    void noSliceWhenItWouldHoldTheWholeCsvOrWhenTurnedOff() throws Exception {
        Path csv = Files.writeString(directory.resolve("trips.csv"), CSV);
        assertThat(WarmupSlice.of(csv, 4, 4, directory)).isNull();
        assertThat(WarmupSlice.of(csv, 4, 0, directory)).isNull();
    }

    @Test
    void aSliceOlderThanItsCsvIsWrittenAgain() throws Exception {
        Path csv = Files.writeString(directory.resolve("trips.csv"), CSV);
        Path slice = WarmupSlice.of(csv, 4, 1, directory);
        Files.writeString(slice, "stale");
        Files.setLastModifiedTime(slice, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(csv).toMillis() - 60_000));
        assertThat(Files.readAllLines(WarmupSlice.of(csv, 4, 1, directory))).containsExactly("header", "row1");
    }
}
