package persistencebench.write.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
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
        WarmupSlice slice = WarmupSlice.of(csv, 4, 2, directory.resolve("data"));
        assertThat(slice.rows()).isEqualTo(2);
        assertThat(Path.of(slice.csv())).hasParent(directory.resolve("data/taxi/warmup"));
        assertThat(Path.of(slice.csv()).getFileName().toString()).startsWith("trips.").endsWith(".first2.csv");
        assertThat(Files.readAllLines(Path.of(slice.csv()))).containsExactly("header", "row1", "", "row2");
        assertThat(directory.resolve("data/taxi/warmup")).isDirectoryNotContaining("glob:**.partial");
    }

    @Test
    void aGzippedCsvIsSlicedFromItsText() throws Exception {
        Path csv = directory.resolve("trips.csv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(csv))) {
            out.write(CSV.getBytes(StandardCharsets.UTF_8));
        }
        assertThat(Files.readAllLines(Path.of(WarmupSlice.of(csv, 4, 3, directory).csv()))).isEqualTo(List.of("header", "row1", "", "row2", "row3"));
    }

    @Test
    void noSliceWhenItWouldHoldTheWholeCsvOrWhenTurnedOff() throws Exception {
        Path csv = Files.writeString(directory.resolve("trips.csv"), CSV);
        assertThat(WarmupSlice.of(csv, 4, 4, directory)).isNull();
        assertThat(WarmupSlice.of(csv, 4, 0, directory)).isNull();
    }

    @Test
    void aChangedCsvOrAnotherOfTheSameNameGetsASliceOfItsOwn() throws Exception {
        Path csv = Files.writeString(directory.resolve("trips.csv"), CSV);
        WarmupSlice first = WarmupSlice.of(csv, 4, 1, directory);
        Files.writeString(csv, "header\r\nother\r\nrow2\r\n");
        Files.setLastModifiedTime(csv, FileTime.fromMillis(Files.getLastModifiedTime(csv).toMillis() - 60_000));
        WarmupSlice changed = WarmupSlice.of(csv, 2, 1, directory);
        assertThat(changed.csv()).isNotEqualTo(first.csv());
        assertThat(Files.readAllLines(Path.of(changed.csv()))).containsExactly("header", "other");
        Path elsewhere = Files.createDirectories(directory.resolve("elsewhere")).resolve("trips.csv");
        Files.copy(csv, elsewhere);
        Files.setLastModifiedTime(elsewhere, Files.getLastModifiedTime(csv));
        assertThat(WarmupSlice.of(elsewhere, 2, 1, directory).csv()).isNotEqualTo(changed.csv());
    }
}
