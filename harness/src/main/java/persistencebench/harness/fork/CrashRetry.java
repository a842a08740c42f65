package persistencebench.harness.fork;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * Runs a fork and, when its JVM crashes (exits before reporting every cell it was asked for, e.g. a SIGSEGV inside
 * the garbage collector) or passes its time limit (a hang, a deadlock), runs it once more in a fresh JVM. Both
 * attempts are recorded on every cell of the retry. An out-of-memory exit (code {@value #OUT_OF_MEMORY_EXIT}, from
 * {@code -XX:+ExitOnOutOfMemoryError}) is not retried: it would only fail again; nor is a fork someone stopped
 * ({@link ForkOutcome#stopped()}). Nothing is retried once this JVM is shutting down: {@link JvmFork#run()} then never
 * returns.
 */
public final class CrashRetry {
    /** Exit code of a JVM stopped by {@code -XX:+ExitOnOutOfMemoryError}. */
    public static final int OUT_OF_MEMORY_EXIT = 3;

    private CrashRetry() {
    }

    /**
     * @param fork          the fork to run (run again unchanged on a crash or a time-out)
     * @param expectedCells how many cells a complete run reports
     * @return the outcome of the last attempt; its cells carry {@code attempts} when there was a retry
     */
    public static ForkOutcome run(JvmFork fork, int expectedCells, PrintStream log) {
        List<CellResult.Attempt> attempts = new ArrayList<>();
        ForkOutcome outcome = fork.run();
        if (failed(outcome, expectedCells) && outcome.exitCode() != OUT_OF_MEMORY_EXIT && !outcome.stopped()) {
            attempts.add(new CellResult.Attempt(1, outcome.exitCode(), describe(outcome, expectedCells)));
            log.println("  the forked JVM " + outcome.ending() + "; retrying once in a fresh JVM");
            outcome = fork.run();
            attempts.add(new CellResult.Attempt(2, outcome.exitCode(),
                    failed(outcome, expectedCells) ? describe(outcome, expectedCells) : "completed"));
            outcome.cells().forEach(cell -> cell.attempts(attempts));
        }
        return new ForkOutcome(outcome.exitCode(), outcome.cells(), outcome.timedOutAfter(), attempts);
    }

    private static boolean failed(ForkOutcome outcome, int expectedCells) {
        return (outcome.exitCode() != 0 || outcome.timedOut()) && outcome.cells().size() < expectedCells;
    }

    private static String describe(ForkOutcome outcome, int expectedCells) {
        return outcome.ending() + " after reporting " + outcome.cells().size() + " of " + expectedCells + " cell(s)";
    }
}
