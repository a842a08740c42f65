package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.files.DiskFullException;
import persistencebench.harness.files.DiskSpace;

/** A CSV that does not fit is refused before a byte is written, and one the disk fills under leaves nothing behind. */
class TaxiCsvDiskSpaceTest {
    private static final long MOST_ROWS = 1_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void aCsvLargerThanTheFreeSpaceIsRefusedBeforeAnythingIsWritten() {
        long needed = TaxiCsvGenerator.bytesNeeded(MOST_ROWS);
        assumeThat(DiskSpace.usable(dir)).as("a disk too small for the largest CSV").isLessThan(needed);

        assertThatThrownBy(() -> TaxiCsvGenerator.ensure(dir, MOST_ROWS, 42, rows -> { }))
                .isInstanceOf(DiskFullException.class)
                .hasMessageStartingWith("generating the taxi CSV of 1,000,000,000 rows needs 91.0 GB in " + dir.resolve("taxi")
                        + ", but its file system has ")
                .hasMessageEndingWith("B free");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void aDiskThatFillsDuringTheWriteEndsInOneLineNamingTheFileAndLeavesNoPartOfIt() throws Exception {
        Path devFull = Path.of("/dev/full");
        assumeThat(Files.exists(devFull)).as("a device that is always full").isTrue();
        Path target = dir.resolve("trips.csv");
        Path temp = Files.createSymbolicLink(dir.resolve("trips.csv.1-1.tmp"), devFull);

        assertThatThrownBy(() -> TaxiCsvGenerator.write(temp, target, 1000, 42, rows -> { }, 1))
                .isInstanceOf(DiskFullException.class)
                .hasMessageStartingWith("the disk filled while writing " + target + " (No space left on device; ")
                .hasMessageEndingWith("B free); the partial file was removed")
                .hasMessageNotContaining("\n");
        assertThat(dir).isEmptyDirectory();
    }
}
