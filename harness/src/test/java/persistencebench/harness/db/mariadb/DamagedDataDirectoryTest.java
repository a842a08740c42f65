package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DamagedDataDirectoryException;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;

/** An embedded MariaDB whose data directory was damaged stops the run with the cause and the directory to delete. */
@Slow
class DamagedDataDirectoryTest {
    @TempDir
    Path dir;

    @Test
    void aMariaDbWhoseInnoDbSystemFileWasOverwrittenIsNamedWithTheDirectoryToDelete() throws Exception {
        Path data = dir.resolve("mariadb");
        MariaDbEngine.embedded(TestMariaDb.BINARIES, data, Durability.OS).close();
        Files.write(data.resolve("ibdata1"), new byte[1 << 20]);

        assertThatThrownBy(() -> MariaDbEngine.embedded(TestMariaDb.BINARIES, data, Durability.OS)).isInstanceOf(DamagedDataDirectoryException.class)
                .hasMessageContaining("[ERROR] InnoDB:").hasMessageContaining("ibdata1").hasMessageContaining("Delete " + data + " and run again")
                .hasMessageNotContaining("system libraries");
    }

    @Test
    void theServersRefusalOfItsDataIsToldFromWhatItFailsToRun() {
        assertThat(MariaDbProcess.refusesItsData("2026-11-27 21:32:21 0 [ERROR] InnoDB: Database page corruption on disk or a failed read"))
                .isTrue();
        assertThat(MariaDbProcess.refusesItsData("2026-11-27 21:32:21 0 [ERROR] mariadbd: Can't create/write to file '/tmp/x'")).isFalse();
    }
}
