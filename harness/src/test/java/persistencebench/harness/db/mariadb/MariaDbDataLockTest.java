package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.testing.Slow;

@Slow
class MariaDbDataLockTest {
    @TempDir
    Path dir;

    @Test
    void aPidFileOfADeadProcessIsRemoved() throws Exception {
        Path pidFile = dir.resolve(MariaDbDataLock.PID_FILE);
        Files.writeString(pidFile, "999999999\n");
        assertThat(MariaDbDataLock.stopOrphan(pidFile)).hasValueSatisfying(m -> assertThat(m).contains("stale mariadbd.pid"));
        assertThat(pidFile).doesNotExist();
        assertThat(MariaDbDataLock.stopOrphan(pidFile)).isEmpty();
    }

    /**
     * While a benchmark runs its server, another cannot take the directory; once that JVM is killed (SIGKILL leaves its
     * mariadbd running), the next start stops the orphan and comes up on the same data.
     */
    @Test
    void aDirectoryInUseIsRefusedAndTheOrphanOfAKilledRunIsStoppedWithTheDataKept() throws Exception {
        Path ready = dir.resolve("ready");
        List<String> command = JvmFork.of(EmbeddedMariaDbHolder.class).arg(dir.toString()).arg(ready.toString()).command();
        Process holder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("holder.log").toFile()).start();
        for (int i = 0; i < 1200 && !Files.exists(ready); i++) {
            Thread.sleep(100);
        }
        assertThat(ready).as("holder log: %s", Files.exists(dir.resolve("holder.log")) ? Files.readString(dir.resolve("holder.log")) : "").exists();
        long orphan = Long.parseLong(Files.readString(ready).strip());

        assertThatThrownBy(() -> TestMariaDb.ownServer(dir, Durability.DISK)).isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageContaining("in use by another running benchmark");

        holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertThat(ProcessHandle.of(orphan)).as("mariadbd outlives its killed JVM").isPresent();

        try (DatabaseServer server = TestMariaDb.ownServer(dir, Durability.DISK);
             Connection c = server.dataSource("kept").getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT v FROM survivor")) {
            assertThat(ProcessHandle.of(orphan)).isEmpty();
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(42);
        }
    }
}
