package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.testing.Slow;

/** A run stopped with SIGTERM or Ctrl-C stops its embedded mariadbd instead of leaving it to the next run. */
@Slow
class MariaDbShutdownTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(240)
    void theServerEndsWithTheJvmThatRunsIt() throws Exception {
        Path ready = dir.resolve("ready");
        List<String> command = JvmFork.of(EmbeddedMariaDbHolder.class).arg(dir.resolve("data").toString()).arg(ready.toString()).command();
        Process holder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("holder.log").toFile()).start();
        for (int i = 0; i < 1200 && !Files.exists(ready); i++) {
            Thread.sleep(100);
        }
        assertThat(ready).as("holder log: %s", Files.exists(dir.resolve("holder.log")) ? Files.readString(dir.resolve("holder.log")) : "").exists();
        long server = Long.parseLong(Files.readString(ready).strip());

        holder.destroy();

        assertThat(holder.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(ProcessHandle.of(server).filter(ProcessHandle::isAlive)).as("mariadbd").isEmpty();
    }
}
