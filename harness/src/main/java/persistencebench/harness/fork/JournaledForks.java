package persistencebench.harness.fork;

import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.RunJournal;

/**
 * Runs each fork of a run (write or read) through the run's {@link RunJournal} and counts it in the main job's
 * progress: a fork an interrupted run finished is kept (said on the console, no time taken), any other is measured and
 * recorded.
 */
public final class JournaledForks {
    private final RunJournal journal;
    private final JobProgress job;
    private final PrintStream out;

    public JournaledForks(RunJournal journal, JobProgress job, PrintStream out) {
        this.journal = journal;
        this.job = job;
        this.out = out;
    }

    /**
     * The cells of fork {@code key}, a unit of {@code unit} in the job's progress: kept from the interrupted run, or
     * measured now by {@code fork}, which does everything the fork needs, its preparation included.
     */
    public List<CellResult> run(String key, String unit, Supplier<List<CellResult>> fork) {
        boolean kept = journal.isKept(key);
        List<CellResult> cells = journal.fork(key, fork);
        if (kept) {
            out.println(key + ": kept from the interrupted run");
            job.unitKept(unit);
        } else {
            job.unitDone(unit);
        }
        return cells;
    }
}
