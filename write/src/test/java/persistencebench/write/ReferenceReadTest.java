package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.cli.FatalError;
import persistencebench.write.plugin.TripShape;

/** A CSV that delivers no trip gives the run nothing to measure: the reference read stops it, naming the file. */
class ReferenceReadTest {
    @TempDir
    Path directory;

    @Test
    void aHeaderOnlyCsvIsAnErrorNamingTheFile() throws Exception {
        Path csv = Files.write(directory.resolve("header_only.csv"), header(), StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> read(csv, BadRowPolicy.FAIL))
                .isInstanceOf(FatalError.class)
                .hasMessageContaining(csv.toString())
                .hasMessageContaining("has no trip rows");
    }

    @Test
    void aCsvWhoseEveryRowWasSkippedIsAnErrorNamingTheFileAndTheFirstBadRow() throws Exception {
        List<String> lines = Files.readAllLines(TestTrips.generated(directory, 3), StandardCharsets.US_ASCII).stream()
                .map(line -> line.startsWith("VendorID") ? line : withFlag(line, "maybe")).toList();
        Path csv = Files.write(directory.resolve("all_bad.csv"), lines, StandardCharsets.US_ASCII);

        assertThatThrownBy(() -> read(csv, BadRowPolicy.SKIP))
                .isInstanceOf(FatalError.class)
                .hasMessageContaining(csv.toString())
                .hasMessageContaining("all 3 were malformed and skipped")
                .hasMessageContaining("line 2, column store_and_fwd_flag");
    }

    private static String withFlag(String row, String flag) {
        String[] columns = row.split(",", -1);
        columns[6] = flag;
        return String.join(",", columns);
    }

    private static ReferenceRead read(Path csv, BadRowPolicy policy) throws Exception {
        return ReferenceRead.of(new TripDataset(csv, false, -1, TestTrips.SEED, policy), Set.of(TripShape.TRIP), TestTrips.SEED);
    }

    private List<String> header() throws Exception {
        return Files.readAllLines(TestTrips.generated(directory, 1), StandardCharsets.US_ASCII).subList(0, 1);
    }
}
