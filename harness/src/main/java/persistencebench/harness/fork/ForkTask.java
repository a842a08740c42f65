package persistencebench.harness.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import persistencebench.harness.result.Json;

/** The child side of the fork protocol: reads the task {@link JvmFork#task} handed over. */
public final class ForkTask {

    private ForkTask() {
    }

    /**
     * The task of this JVM.
     *
     * @throws IllegalStateException when this JVM was not started by {@link JvmFork} with a task
     */
    public static <T> T read(Class<T> type) {
        String path = System.getProperty(JvmFork.TASK_PROPERTY);
        if (path == null) {
            throw new IllegalStateException("this main is started by the benchmark in a forked JVM (-D" + JvmFork.TASK_PROPERTY + " is missing)");
        }
        try {
            return Json.mapper().readValue(Path.of(path).toFile(), type);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the fork task " + path, e);
        }
    }
}
