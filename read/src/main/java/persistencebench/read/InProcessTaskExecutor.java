package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * Runs tasks in the current JVM. For tests only: "cold" samples then share this JVM's JIT and class loading, so
 * their times are not cold; answers, digests and statement counts are the same as in forks.
 */
public final class InProcessTaskExecutor implements TaskExecutor {
    private final PrintStream log;

    public InProcessTaskExecutor(PrintStream log) {
        this.log = log;
    }

    @Override
    public List<CellResult> execute(ReadTask task) {
        List<CellResult> cells = new ArrayList<>();
        try {
            new ReadTaskRunner(log).run(task, cells::add);
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
