package persistencebench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.testing.Slow;

@Slow
class RunLockTest {
    @TempDir
    Path dir;

    /** Holds the lock of the directory in its first argument until its standard input closes. */
    public static final class HoldingRun {
        public static void main(String[] args) throws Exception {
            RunLock lock = RunLock.acquire("write", Map.of("data", Path.of(args[0])));
            try {
                System.out.println("locked");
                System.out.flush();
                System.in.read();
            } finally {
                lock.close();
            }
        }
    }

    @Test
    void aSecondRunOnADirectoryAnotherProcessHoldsIsRefusedInOneLine() throws Exception {
        Path data = dir.resolve("data");
        List<String> command = JvmFork.of(HoldingRun.class).arg(data.toString()).command();
        Process holder = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("locked");
            assertThatThrownBy(() -> RunLock.acquire("read", Map.of("results", dir.resolve("results"), "data", data)))
                    .isInstanceOf(FatalError.class)
                    .hasMessageContaining("-Ddata=" + data + " is in use by another benchmark run (write, process " + holder.pid())
                    .hasMessageContaining("give this run another -Ddata").hasMessageNotContaining("\n");
            // a refused run holds nothing: the results directory it had locked first is free again
            RunLock.acquire("read", Map.of("results", dir.resolve("results"))).close();
        } finally {
            holder.getOutputStream().close();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        RunLock.acquire("read", Map.of("data", data)).close();
    }

    @Test
    void theSameDirectoryTwiceIsLockedOnceAndALockEndsWithItsRun() {
        RunLock lock = RunLock.acquire("write", Map.of("data", dir, "results", dir));
        try {
            assertThatThrownBy(() -> RunLock.acquire("write", Map.of("results", dir))).isInstanceOf(FatalError.class)
                    .hasMessageContaining("is in use by another benchmark run (in this process, " + ProcessHandle.current().pid());
        } finally {
            lock.close();
        }
        RunLock.acquire("write", Map.of("results", dir)).close();
        assertThat(Files.exists(dir.resolve(RunLock.FILE))).isTrue();
    }

    @Test
    void aDirectoryThatCannotBeCreatedIsNamedWithItsSetting() throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "not a directory");
        assertThatThrownBy(() -> RunLock.acquire("write", Map.of("results", file.resolve("results")))).isInstanceOf(FatalError.class)
                .hasMessageContaining("-Dresults=" + file.resolve("results") + " cannot be used");
    }
}
