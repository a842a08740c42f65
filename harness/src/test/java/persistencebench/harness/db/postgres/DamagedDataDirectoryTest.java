package persistencebench.harness.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DamagedDataDirectoryException;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;

/** An embedded PostgreSQL whose data directory was damaged stops the run with the cause and the directory to delete. */
@Slow
class DamagedDataDirectoryTest {
    @TempDir
    Path dir;

    @Test
    void aControlFileCutShortIsNamedWithTheDirectoryToDelete() throws Exception {
        Path data = dir.resolve("postgres");
        PostgresEngine.embedded(data, Durability.OS).close();
        Files.write(data.resolve("global/pg_control"), new byte[0]);

        assertThatThrownBy(() -> PostgresEngine.embedded(data, Durability.OS)).isInstanceOf(DamagedDataDirectoryException.class)
                .hasMessageContaining("global/pg_control is 0 bytes, not 8192").hasMessageContaining("Delete " + data + " and run again")
                .hasMessageNotContaining("unshare");
    }

    @Test
    void theServersRefusalOfItsDataIsToldFromWhatItFailsToRun() {
        assertThat(EmbeddedPostgresServer.refusesItsData("2026-11-27 21:30:00 UTC [123] PANIC:  could not read file \"global/pg_control\": read 0 of 296"))
                .isTrue();
        assertThat(EmbeddedPostgresServer.refusesItsData("FATAL:  incorrect checksum in control file")).isTrue();
        assertThat(EmbeddedPostgresServer.refusesItsData("FATAL:  could not create lock file \"/tmp/.s.PGSQL.5432.lock\": Permission denied"))
                .as("a server that cannot run here").isFalse();
    }
}
