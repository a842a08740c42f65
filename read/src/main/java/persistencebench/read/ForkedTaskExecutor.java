package persistencebench.read;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;

/**
 * Runs each task in a fresh JVM ({@link JvmFork}) with the project's classpath and {@code -Xmx<heap>}, so every
 * backend gets its own heap and JIT profile and a cold sample really starts cold. The task travels in a temporary
 * JSON file readable only by this user (it may hold the database password).
 */
public final class ForkedTaskExecutor implements TaskExecutor {
    private final String heap;

    public ForkedTaskExecutor(String heap) {
        this.heap = heap;
    }

    @Override
    public List<CellResult> execute(ReadTask task) {
        Path file = writeTask(task);
        try {
            ForkOutcome outcome = JvmFork.of(ReadFork.class).jvmArg("-Xmx" + heap).arg(file.toString()).run();
            return task.complete(outcome.cells(), "the forked JVM exited with code " + outcome.exitCode() + " before reporting this cell");
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a temp file; the OS cleans it up
            }
        }
    }

    @Override
    public String description() {
        return "one forked JVM per cold sample and per hot backend/variant, -Xmx" + heap;
    }

    private static Path writeTask(ReadTask task) {
        try {
            Path file = Files.createTempFile("read-task-", ".json");
            try {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system; the temp directory's own protection applies
            }
            Json.mapper().writeValue(file.toFile(), task);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the task file for " + task.label(), e);
        }
    }
}
