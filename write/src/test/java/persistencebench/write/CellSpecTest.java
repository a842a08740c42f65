package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;

class CellSpecTest {
    @TempDir
    Path directory;

    @Test
    void survivesTheHandOverToAForkedJvm() throws Exception {
        CellSpec spec = new CellSpec("microstream", "tuned", "tuned-2ch", 2, directory.resolve("trips.csv"), BadRowPolicy.SKIP,
                2_821_515, 1, 3, directory.resolve("store"),
                new DatabaseTarget("jdbc:postgresql://localhost:5432/taxi?ssl=false", "taxi", "bench", "s3cret=!"));
        Path file = directory.resolve("cell.properties");
        spec.write(file);
        assertThat(CellSpec.read(file)).isEqualTo(spec);

        CellSpec withoutDatabase = new CellSpec("csv", "baseline", "baseline", 0, directory.resolve("trips.csv"), BadRowPolicy.FAIL,
                -1, 0, 1, directory.resolve("store"), null);
        withoutDatabase.write(file);
        assertThat(CellSpec.read(file)).isEqualTo(withoutDatabase);
        assertThat(withoutDatabase.loadOnly()).isTrue();
        assertThat(withoutDatabase.phase()).isEqualTo("load-only");
    }

    @Test
    void keepsThePasswordOutOfItsDescription() {
        assertThat(new DatabaseTarget("jdbc:postgresql://h/taxi", "taxi", "u", "s3cret").toString()).doesNotContain("s3cret");
    }
}
