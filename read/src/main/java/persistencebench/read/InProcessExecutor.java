package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.fork.ReadTaskRunner;
import persistencebench.read.plugin.ReadBackend;

/**
 * Runs tasks in the current JVM. For tests only: "cold" samples then share this JVM's JIT and class loading, so
 * their times are not cold; answers, digests and statement counts are the same as in forks.
 */
public final class InProcessExecutor implements TaskExecutor {
    private final BackendRegistry<ReadBackend> registry;
    private final PrintStream log;

    public InProcessExecutor(BackendRegistry<ReadBackend> registry, PrintStream log) {
        this.registry = registry;
        this.log = log;
    }

    @Override
    public List<CellResult> execute(ReadTask task, List<String> jvmFlags) {
        List<CellResult> cells = new ArrayList<>();
        try {
            new ReadTaskRunner(registry, log).run(task, cells::add);
        } catch (RuntimeException e) {
            return task.complete(cells, "the task failed: " + e);
        }
        return cells;
    }

    @Override
    public String description() {
        return "in-process (test mode: cold samples are not cold)";
    }
}
