package persistencebench.read;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import persistencebench.harness.fork.CrashRetry;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.fork.ReadFork;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.fork.Temperature;

/**
 * Runs each task in a fresh JVM through the harness's fork protocol ({@link JvmFork} with the task as its JSON
 * hand-over, {@code -Xmx<heap>}, {@code -XX:+ExitOnOutOfMemoryError} plus the variant's flags), so every backend gets
 * its own heap and JIT profile and a cold sample really starts cold. Hot forks (with their concurrent readers) start with their whole
 * heap committed and touched ({@code -Xms<heap> -XX:+AlwaysPreTouch}), so every fork measures in the same heap; a cold
 * sample keeps the JVM's default start, since its open is what a restarted application pays. A JVM past its time limit is stopped; a crashed
 * or stopped JVM is retried once, one that ran out of heap is not ({@link CrashRetry}); cells it never reported become
 * failed cells saying what happened.
 */
public final class ForkExecutor implements TaskExecutor {
    private final String heap;
    private final Duration timeLimit;
    private final PrintStream log;

    /** @param timeLimit how long each fork may run ({@link ReadSettings#forkTimeLimit}) */
    public ForkExecutor(String heap, Duration timeLimit, PrintStream log) {
        this.heap = heap;
        this.timeLimit = timeLimit;
        this.log = log;
    }

    @Override
    public List<CellResult> execute(ReadTask task, List<String> jvmFlags) {
        JvmFork fork = JvmFork.of(ReadFork.class).task(task).jvmArg("-Xmx" + heap)
                // an exhausted heap ends the fork at once, as on the write side: a storage thread that caught the error
                // could otherwise leave the fork waiting until its time limit
                .jvmArg("-XX:+ExitOnOutOfMemoryError").timeLimit(timeLimit).label("read " + task.label());
        if (task.temperature() == Temperature.HOT) {
            // a hot fork, its readers included, measures from its whole heap from the start: no sample pays for the heap growing
            // or for first touches of its pages, which would differ between forks by when the collector grew it
            fork.jvmArg("-Xms" + heap).jvmArg("-XX:+AlwaysPreTouch");
        }
        jvmFlags.forEach(fork::jvmArg);
        ForkOutcome outcome = CrashRetry.run(fork, task.expectedCells(), log);
        return task.complete(outcome.cells(), outcome.crashDescription());
    }

    @Override
    public String description() {
        return "one forked JVM per cold sample and per hot round (the first rounds' also measuring the concurrentReads) of each"
                + " backend/variant, -Xmx" + heap + " (hot forks also -Xms" + heap + " -XX:+AlwaysPreTouch), -XX:+ExitOnOutOfMemoryError, each stopped as hung after " + timeLimit.toSeconds() + " s";
    }
}
