package persistencebench.read;

import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.fork.ReadTask;

/** Runs a {@link ReadTask} somewhere (a forked JVM, or this one in tests) and returns one cell per phase. */
public interface TaskExecutor {

    /**
     * Never fails: problems become failed cells.
     *
     * @param jvmFlags the variant's JVM flags (forked JVMs only)
     */
    List<CellResult> execute(ReadTask task, List<String> jvmFlags);

    /** One line for the result file: how tasks were run. */
    String description();
}
