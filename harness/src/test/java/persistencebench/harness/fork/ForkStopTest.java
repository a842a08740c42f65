package persistencebench.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;

/**
 * Stopping a run stops its forks: real parent and child JVMs, signalled as a terminal's Ctrl-C, {@code kill} and
 * {@code kill -9} would.
 */
@Timeout(120)
@Slow
class ForkStopTest {
    @TempDir
    Path dir;

    /** A run's orchestrator: runs {@link Child} through {@link CrashRetry}, its temp files in {@code args[0]}/tmp. */
    public static final class Parent {
        public static void main(String[] args) {
            ForkOutcome outcome = CrashRetry.run(JvmFork.of(Child.class).task(Map.of("dir", args[0], "mode", args[1])).label("test fork"), 1,
                    System.out);
            System.out.println("the fork returned " + outcome.exitCode());
        }
    }

    /** A fork: records its pid in {@code starts}, then waits; in mode {@code crash-on-shutdown} a shutdown ends it with SIGSEGV's code. */
    public static final class Child {
        public static void main(String[] args) {
            ForkMain.run("test child", () -> {
                Map<?, ?> task = ForkTask.read(Map.class);
                if ("crash-on-shutdown".equals(task.get("mode"))) {
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> Runtime.getRuntime().halt(139)));
                }
                Files.writeString(Path.of(task.get("dir").toString(), "starts"), ProcessHandle.current().pid() + "\n",
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                Thread.sleep(Long.MAX_VALUE);
                return 0;
            });
        }
    }

    /** A fork someone stops with SIGTERM. */
    public static final class StopsItself {
        public static void main(String[] args) throws Exception {
            new ProcessBuilder("kill", "-TERM", Long.toString(ProcessHandle.current().pid())).start().waitFor();
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    @Test
    void aShutdownStopsTheRunningForkRetriesNothingAndLeavesNoTaskFile() throws Exception {
        Process parent = startParent("crash-on-shutdown");
        long child = awaitChild();

        parent.destroy();

        assertThat(parent.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(parent.exitValue()).isEqualTo(143);
        assertThat(ProcessHandle.of(child).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(Files.readAllLines(dir.resolve("starts"))).as("forks started").hasSize(1);
        assertThat(log()).contains("interrupted: stopped the running fork (test fork)").doesNotContain("retrying", "the fork returned");
        assertThat(tempFiles()).isEmpty();
    }

    @Test
    void ctrlCReachingTheForkBeforeItsParentIsNoCrashToRetry() throws Exception {
        Process parent = startParent("wait");
        long child = awaitChild();

        signal("INT", child);
        signal("INT", parent.pid());

        assertThat(parent.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(parent.exitValue()).isEqualTo(130);
        assertThat(Files.readAllLines(dir.resolve("starts"))).as("forks started").hasSize(1);
        assertThat(log()).contains("interrupted: stopped the running fork (test fork)").doesNotContain("retrying", "the fork returned");
        assertThat(tempFiles()).isEmpty();
    }

    @Test
    void aForkWhoseParentIsKilledStopsItselfAndDeletesItsTaskFile() throws Exception {
        Process parent = startParent("wait");
        long child = awaitChild();

        parent.destroyForcibly().waitFor(30, TimeUnit.SECONDS);

        assertThat(eventually(() -> ProcessHandle.of(child).filter(ProcessHandle::isAlive).isEmpty())).as("the fork ended").isTrue();
        assertThat(tempFiles()).isEmpty();
    }

    @Test
    void aForkSomeoneStoppedIsNotRetried() {
        ForkOutcome outcome = CrashRetry.run(JvmFork.of(StopsItself.class), 1, new PrintStream(new ByteArrayOutputStream()));
        assertThat(outcome.stopped()).isTrue();
        assertThat(outcome.attempts()).isEmpty();
        assertThat(outcome.crashDescription()).isEqualTo("the forked JVM exited with code 143 (SIGTERM: stopped) before reporting");
    }

    private Process startParent(String mode) throws IOException {
        Files.createDirectories(dir.resolve("tmp"));
        List<String> command = JvmFork.of(Parent.class).systemProperty("java.io.tmpdir", dir.resolve("tmp")).arg(dir.toString()).arg(mode)
                .command();
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("parent.log").toFile()).start();
    }

    /** The pid of the parent's fork, once it runs. */
    private long awaitChild() throws IOException {
        Path starts = dir.resolve("starts");
        // the file exists a moment before the fork's pid is in it: wait for the whole line
        assertThat(eventually(() -> startsLine(starts) != null)).as("the fork started; parent log: %s", log()).isTrue();
        return Long.parseLong(startsLine(starts));
    }

    /** The first complete line of {@code starts}, or null while there is none. */
    private static String startsLine(Path starts) {
        try {
            String text = Files.exists(starts) ? Files.readString(starts) : "";
            return text.contains("\n") ? text.substring(0, text.indexOf('\n')) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static void signal(String name, long pid) throws Exception {
        new ProcessBuilder("kill", "-" + name, Long.toString(pid)).start().waitFor();
    }

    private String log() {
        try {
            return Files.readString(dir.resolve("parent.log"));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private List<Path> tempFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("tmp"))) {
            return files.filter(file -> file.getFileName().toString().startsWith("fork-")).toList();
        }
    }

    /** Whether {@code condition} holds within 30 s, checked every 100 ms. */
    private static boolean eventually(BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
