package persistencebench.harness.db.postgres;

import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.testing.Slow;

@Slow
class StalePostmasterTest {
    @TempDir
    Path dir;

    @Test
    void aPidFileOfADeadProcessIsRemoved() throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("postmaster.pid"), "999999999\n" + dir + "\n");
        assertThat(StalePostmaster.clear(dir)).hasValueSatisfying(m -> assertThat(m).contains("stale postmaster.pid"));
        assertThat(dir.resolve("postmaster.pid")).doesNotExist();
    }

    @Test
    void aCleanDirectoryNeedsNothing() {
        assertThat(StalePostmaster.clear(dir)).isEmpty();
    }

    /** A JVM killed with SIGKILL leaves its postmaster running; the next start must stop it and come up. */
    @Test
    void anOrphanedServerFromAKilledRunIsStoppedAndTheDataSurvives() throws Exception {
        Path data = dir.resolve("pgdata");
        Path ready = dir.resolve("ready");
        List<String> command = JvmFork.of(EmbeddedPostgresHolder.class).arg(data.toString()).arg(ready.toString()).command();
        Process holder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("holder.log").toFile()).start();
        for (int i = 0; i < 600 && !Files.exists(ready); i++) {
            Thread.sleep(100);
        }
        assertThat(ready).as("holder log: %s", Files.exists(dir.resolve("holder.log")) ? Files.readString(dir.resolve("holder.log")) : "").exists();
        holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertThat(data.resolve("postmaster.pid")).exists();

        try (DatabaseServer server = PostgresEngine.embedded(data, Durability.DISK);
             Connection c = server.dataSource("postgres").getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT v FROM survivor")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(42);
        }
    }
}
