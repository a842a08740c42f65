package persistencebench.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;

import java.io.File;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

@Slow
class PinnedClassPathTest {

    /**
     * A program that pins its class path, then loses its build output as {@code mvn clean} would take it away in the
     * middle of a run, then starts a fork: prints the pinned folder and exits with the fork's outcome.
     */
    public static final class RebuiltDuringRun {
        public static void main(String[] args) throws Exception {
            String pinned = PinnedClassPath.pin();
            System.out.println("pinned " + pinned);
            deleteTree(Paths.get(args[0]));
            ForkOutcome outcome = JvmFork.of(JvmForkTest.Child.class).systemProperty("echo", "after the rebuild").arg("0").run();
            System.out.println("fork " + (outcome.succeeded() ? "succeeded" : "failed") + ": "
                    + outcome.cells().stream().map(cell -> cell.metric(persistencebench.harness.resultformat.CellField.SERVER_PROFILE)).toList());
            System.exit(outcome.succeeded() ? 0 : 7);
        }
    }

    /**
     * A program whose main runs pinned: it loses its build output, then reads one of its resources and starts a fork,
     * printing where its own class was loaded from.
     */
    public static final class RunsPinned {
        public static void main(String[] args) {
            PinnedClassPath.runPinned(RunsPinned.class, args, () -> {
                try {
                    deleteTree(Paths.get(args[0]));
                    System.out.println("loader " + RunsPinned.class.getClassLoader().getName());
                    System.out.println("resource " + (RunsPinned.class.getResource("/persistencebench/harness/published/study-figures.json") != null));
                    ForkOutcome outcome = JvmFork.of(JvmForkTest.Child.class).systemProperty("echo", "pinned program").arg("0").run();
                    System.out.println("fork " + (outcome.succeeded() ? "succeeded" : "failed"));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }

    @Test
    @Timeout(120)
    void aProgramRunPinnedReadsItsClassesAndResourcesFromTheCopy(@TempDir Path dir) throws Exception {
        Path build = Files.createDirectories(dir.resolve("build"));
        Path temp = Files.createDirectories(dir.resolve("tmp"));
        String scratch = scratchClassPath(build);

        Result program = java(scratch, temp, RunsPinned.class.getName(), build.toString());

        assertThat(program.exit()).as(program.output()).isZero();
        assertThat(program.output()).contains("loader pinned", "resource true", "fork succeeded");
        assertThat(build).as("the rebuild took the build output away").doesNotExist();
        try (var left = Files.list(temp)) {
            assertThat(left).as("the pinned copy is removed at the program's end").isEmpty();
        }
    }

    /** The test's class path with its build output copied into {@code build}, as a program started from a build sees it. */
    private static String scratchClassPath(Path build) throws Exception {
        List<String> classPath = new ArrayList<>();
        int index = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Paths.get(entry);
            if (!entry.isEmpty() && Files.exists(path) && PinnedClassPath.isBuildOutput(path)) {
                Path copy = build.resolve(index++ + "-" + path.getFileName());
                PinnedClassPath.copyTree(path, copy);
                classPath.add(copy.toString());
            } else {
                classPath.add(entry);
            }
        }
        return String.join(File.pathSeparator, classPath);
    }

    @Test
    @Timeout(120)
    void aForkStartedAfterTheBuildOutputIsGoneRunsTheCodeTheProgramStartedWith(@TempDir Path dir) throws Exception {
        Path build = Files.createDirectories(dir.resolve("build"));
        Path temp = Files.createDirectories(dir.resolve("tmp"));
        Path leftByAKilledJvm = pinnedFolderOfAnotherJvm(temp, "999999999-1");
        Path inUse = pinnedFolderOfAnotherJvm(temp, "1-2");
        String scratch = scratchClassPath(build);

        Result program;
        try (FileChannel channel = FileChannel.open(inUse.resolve(".owner.lock"), StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            program = java(scratch, temp, RebuiltDuringRun.class.getName(), build.toString());
        }

        assertThat(program.exit()).as(program.output()).isZero();
        assertThat(program.output()).contains("fork succeeded: [after the rebuild]");
        Path pinnedFolder = Paths.get(program.output().lines().filter(line -> line.startsWith("pinned ")).findFirst().orElseThrow()
                .substring("pinned ".length()).split(File.pathSeparator)[0]).getParent();
        assertThat(pinnedFolder.getParent()).isEqualTo(temp);
        assertThat(pinnedFolder).as("removed at the program's end").doesNotExist();
        assertThat(leftByAKilledJvm).as("a folder whose JVM is gone: nobody holds its lock").doesNotExist();
        assertThat(inUse).as("a folder whose lock another process holds, whatever its name's pid says").exists();
        assertThat(build).as("the rebuild took the build output away").doesNotExist();
        Result unpinned = java(scratch, temp, JvmForkTest.Child.class.getName(), "0");
        assertThat(unpinned.exit()).as("the same fork from the build output itself fails").isNotZero();
        assertThat(unpinned.output()).contains("ClassNotFoundException");
    }

    private record Result(int exit, String output) {
    }

    /** A pinned folder as another JVM leaves it, older than the sweep's minimum age. */
    private static Path pinnedFolderOfAnotherJvm(Path temp, String suffix) throws Exception {
        Path folder = Files.createDirectories(temp.resolve("persistencebench-classpath-" + suffix));
        Files.createFile(folder.resolve(".owner.lock"));
        Files.setLastModifiedTime(folder, FileTime.from(Instant.now().minus(Duration.ofMinutes(2))));
        return folder;
    }

    private static Result java(String classPath, Path temp, String mainClass, String arg) throws Exception {
        List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + temp, "-cp", classPath, mainClass, arg));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(100, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), output);
    }

    private static void deleteTree(Path folder) throws Exception {
        try (var files = Files.walk(folder)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
