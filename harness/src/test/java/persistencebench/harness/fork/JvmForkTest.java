package persistencebench.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.api.InstanceOfAssertFactories;

import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.testing.Slow;
import persistencebench.harness.resultformat.CellField;

@Slow
class JvmForkTest {

    /** The child: reports one cell carrying a property the parent passed, then exits with the code asked for. */
    public static final class Child {
        public static void main(String[] args) {
            CellResult cell = new CellResult("csv", "baseline", "load-only", null);
            cell.put(CellField.SERVER_PROFILE, System.getProperty("echo"));
            ForkReport.current().add(cell);
            System.exit(Integer.parseInt(args[0]));
        }
    }

    @Test
    void theChildRunsWithOurClasspathFlagsAndPropertiesAndReportsItsCells() {
        ForkOutcome outcome = JvmFork.of(Child.class).jvmArg("-Xmx64m").systemProperty("echo", "hello").arg("0").run();
        assertThat(outcome.succeeded()).isTrue();
        assertThat(outcome.cells()).singleElement().satisfies(cell -> {
            assertThat(cell.label()).isEqualTo("csv/baseline load-only");
            assertThat(cell.metric(CellField.SERVER_PROFILE)).isEqualTo("hello");
            assertThat(cell.metric(CellField.JVM_ARGS)).asInstanceOf(InstanceOfAssertFactories.LIST).contains("-Xmx64m");
            assertThat(((Number) cell.metric(CellField.MAX_HEAP_BYTES)).longValue()).isLessThanOrEqualTo(64L * 1024 * 1024);
        });
    }

    @Test
    void aFailingChildStillReportsWhatItFinished() {
        ForkOutcome outcome = JvmFork.of(Child.class).systemProperty("echo", "x").arg("3").run();
        assertThat(outcome.exitCode()).isEqualTo(3);
        assertThat(outcome.cells()).hasSize(1);
    }

    /** Crashes (halts without reporting) the first time, when its marker file does not exist yet; reports the second time. */
    public static final class CrashOnce {
        public static void main(String[] args) throws Exception {
            java.nio.file.Path marker = java.nio.file.Path.of(ForkTask.read(java.util.Map.class).get("marker").toString());
            if (!java.nio.file.Files.exists(marker)) {
                java.nio.file.Files.writeString(marker, "crashed once");
                Runtime.getRuntime().halt(139);
            }
            ForkReport.current().add(new CellResult("microstream", "streamed", "store", null));
        }
    }

    @Test
    void aCrashedForkIsRetriedOnceAndBothAttemptsAreRecorded(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        JvmFork fork = JvmFork.of(CrashOnce.class).task(java.util.Map.of("marker", dir.resolve("marker").toString()));
        ForkOutcome outcome = CrashRetry.run(fork, 1, new java.io.PrintStream(new java.io.ByteArrayOutputStream()));
        assertThat(outcome.succeeded()).isTrue();
        assertThat(outcome.attempts()).hasSize(2);
        assertThat(outcome.attempts().get(0).failure()).contains("exited with code 139", "SIGSEGV", "0 of 1");
        assertThat(outcome.attempts().get(1).failure()).isEqualTo("completed");
        assertThat(outcome.cells()).singleElement().satisfies(cell -> assertThat(cell.attempts()).hasSize(2));
    }

    @Test
    void aForkThatAlwaysCrashesIsDescribedWithBothAttempts(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path notADirectory = java.nio.file.Files.writeString(dir.resolve("file"), "x");
        JvmFork fork = JvmFork.of(CrashOnce.class).task(java.util.Map.of("marker", notADirectory.resolve("marker").toString()));
        ForkOutcome outcome = CrashRetry.run(fork, 1, new java.io.PrintStream(new java.io.ByteArrayOutputStream()));
        assertThat(outcome.cells()).isEmpty();
        assertThat(outcome.crashDescription()).startsWith("the forked JVM crashed 2 times: attempt 1 exited with code 1");
    }

    /** Starts a child process of its own, writes its pid to the task's {@code pidFile}, then hangs. */
    public static final class HangsWithAChild {
        public static void main(String[] args) throws Exception {
            Process child = new ProcessBuilder("sleep", "600").start();
            java.nio.file.Files.writeString(java.nio.file.Path.of(ForkTask.read(java.util.Map.class).get("pidFile").toString()),
                    Long.toString(child.pid()));
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void aForkPastItsTimeLimitIsStoppedWithTheProcessesItStarted(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path pidFile = dir.resolve("child.pid");
        ForkOutcome outcome = JvmFork.of(HangsWithAChild.class).task(java.util.Map.of("pidFile", pidFile.toString()))
                .timeLimit(java.time.Duration.ofSeconds(5)).run();
        assertThat(outcome.timedOut()).isTrue();
        assertThat(outcome.succeeded()).isFalse();
        assertThat(outcome.crashDescription()).isEqualTo("the forked JVM timed out after 5 s before reporting");
        long child = Long.parseLong(java.nio.file.Files.readString(pidFile));
        assertThat(ProcessHandle.of(child).filter(ProcessHandle::isAlive)).as("the fork's own child process").isEmpty();
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void aForkThatTimesOutIsRetriedOnceAndBothAttemptsSaySo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        JvmFork fork = JvmFork.of(HangsWithAChild.class).task(java.util.Map.of("pidFile", dir.resolve("child.pid").toString()))
                .timeLimit(java.time.Duration.ofSeconds(1));
        ForkOutcome outcome = CrashRetry.run(fork, 1, new java.io.PrintStream(new java.io.ByteArrayOutputStream()));
        assertThat(outcome.attempts()).extracting(CellResult.Attempt::failure)
                .containsExactly("timed out after 1 s after reporting 0 of 1 cell(s)", "timed out after 1 s after reporting 0 of 1 cell(s)");
        assertThat(outcome.crashDescription()).startsWith("the forked JVM failed 2 times: attempt 1 timed out after 1 s");
    }
}
