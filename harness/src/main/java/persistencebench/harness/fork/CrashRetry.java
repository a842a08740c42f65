package persistencebench.harness.fork;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * Runs a fork and, when its JVM crashes (exits before reporting every cell it was asked for, e.g. a SIGSEGV inside
 * the garbage collector), runs it once more in a fresh JVM. Both attempts are recorded on every cell of the retry.
 * An out-of-memory exit (code {@value #OUT_OF_MEMORY_EXIT}, from {@code -XX:+ExitOnOutOfMemoryError}) is not
 * retried: it would only fail again.
 */
public final class CrashRetry {
    /** Exit code of a JVM stopped by {@code -XX:+ExitOnOutOfMemoryError}. */
    public static final int OUT_OF_MEMORY_EXIT = 3;

    private CrashRetry() {
    }

    /**
     * @param fork          the fork to run (run again unchanged on a crash)
     * @param expectedCells how many cells a complete run reports
     * @return the outcome of the last attempt; its cells carry {@code attempts} when there was a crash
     */
    public static ForkOutcome run(JvmFork fork, int expectedCells, PrintStream log) {
        List<CellResult.Attempt> attempts = new ArrayList<>();
        ForkOutcome outcome = fork.run();
        if (crashed(outcome, expectedCells) && outcome.exitCode() != OUT_OF_MEMORY_EXIT) {
            attempts.add(new CellResult.Attempt(1, outcome.exitCode(), describe(outcome, expectedCells)));
            log.println("  the forked JVM crashed (exit code " + outcome.exitCode() + "); retrying once in a fresh JVM");
            outcome = fork.run();
            attempts.add(new CellResult.Attempt(2, outcome.exitCode(),
                    crashed(outcome, expectedCells) ? describe(outcome, expectedCells) : "completed"));
            outcome.cells().forEach(cell -> cell.attempts(attempts));
        }
        return new ForkOutcome(outcome.exitCode(), outcome.cells(), attempts);
    }

    private static boolean crashed(ForkOutcome outcome, int expectedCells) {
        return outcome.exitCode() != 0 && outcome.cells().size() < expectedCells;
    }

    private static String describe(ForkOutcome outcome, int expectedCells) {
        return "exited with code " + outcome.exitCode() + signal(outcome.exitCode()) + " after reporting "
                + outcome.cells().size() + " of " + expectedCells + " cell(s)";
    }

    /** Exit codes above 128 are 128 + the signal that killed the JVM. */
    private static String signal(int exitCode) {
        return switch (exitCode) {
            case 134 -> " (SIGABRT: the JVM aborted, see its hs_err log)";
            case 137 -> " (SIGKILL: killed, e.g. by the kernel's out-of-memory killer)";
            case 139 -> " (SIGSEGV: the JVM crashed)";
            case OUT_OF_MEMORY_EXIT -> " (out of heap: -XX:+ExitOnOutOfMemoryError)";
            default -> exitCode > 128 ? " (signal " + (exitCode - 128) + ")" : "";
        };
    }
}
