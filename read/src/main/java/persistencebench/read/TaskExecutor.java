package persistencebench.read;

import java.util.List;
import persistencebench.harness.measure.CellResult;

/** Runs a {@link ReadTask} somewhere (a forked JVM, or this one in tests) and returns one cell per phase. */
public interface TaskExecutor {

    /** Never fails: problems become failed cells. */
    List<CellResult> execute(ReadTask task);

    /** One line for the result file: how tasks were run. */
    String description();
}
