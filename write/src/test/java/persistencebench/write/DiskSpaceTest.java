package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.files.DiskSpace;

/** A {@code -Drows} whose CSV would not fit on the data disk stops the run before anything is written, in one line. */
class DiskSpaceTest {
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    Path directory;

    @Test
    void rowsFarBeyondTheFreeSpaceAreRefusedWithWhatIsNeededAndWhatIsFree() {
        Path data = directory.resolve("data");
        assumeThat(DiskSpace.usable(directory)).as("a disk too small for a billion rows").isLessThan(91_000_000_000L);
        Properties settings = new Properties();
        settings.setProperty("rows", "1000000000");
        settings.setProperty("backends", "csv");
        settings.setProperty("data", data.toString());
        settings.setProperty("results", directory.resolve("results").toString());

        assertThatThrownBy(() -> new WriteBenchmark(settings, QUIET).run())
                .isInstanceOf(FatalError.class)
                .hasMessageStartingWith("generating the taxi CSV of 1,000,000,000 rows needs 91.0 GB in " + data.resolve("taxi"))
                .hasMessageContaining("B free; free space there, give -Ddata a directory on a larger disk, or ask for fewer -Drows")
                .hasMessageNotContaining("\n");
        assertThat(data.resolve("taxi")).doesNotExist();
    }
}
