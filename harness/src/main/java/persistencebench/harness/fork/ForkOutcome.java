package persistencebench.harness.fork;

import java.time.Duration;
import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * What a forked JVM did: its exit code, the cells it measured (possibly fewer than planned if it failed), the time
 * limit it passed when it was stopped for that ({@link JvmFork#timeLimit}; null when it ended by itself), and the
 * attempts when it failed and was retried ({@link CrashRetry}; empty otherwise).
 */
public record ForkOutcome(int exitCode, List<CellResult> cells, Duration timedOutAfter, List<CellResult.Attempt> attempts) {
    public ForkOutcome {
        cells = List.copyOf(cells);
        attempts = List.copyOf(attempts);
    }

    public ForkOutcome(int exitCode, List<CellResult> cells, Duration timedOutAfter) {
        this(exitCode, cells, timedOutAfter, List.of());
    }

    public boolean succeeded() {
        return exitCode == 0 && timedOutAfter == null;
    }

    /**
     * Whether someone stopped the fork (SIGINT, SIGTERM: Ctrl-C, {@code kill}) rather than it crashing or timing out:
     * not retried, since it was meant to end.
     */
    public boolean stopped() {
        return !timedOut() && stopSignal(exitCode);
    }

    /** Whether {@code exitCode} is a JVM's on SIGINT (130) or SIGTERM (143), after its shutdown hooks ran. */
    static boolean stopSignal(int exitCode) {
        return exitCode == 130 || exitCode == 143;
    }

    /** Whether the fork was stopped for passing its time limit. */
    public boolean timedOut() {
        return timedOutAfter != null;
    }

    /** "timed out after 3600 s", or "exited with code 139 (SIGSEGV: ...)": how the JVM ended. */
    public String ending() {
        return timedOut() ? "timed out after " + timedOutAfter.toSeconds() + " s" : "exited with code " + exitCode + signal(exitCode);
    }

    /** One line for a cell that never reported: how the JVM ended and, after a retry, both attempts. */
    public String crashDescription() {
        if (attempts.isEmpty()) {
            return "the forked JVM " + ending() + " before reporting";
        }
        boolean crashes = attempts.stream().noneMatch(a -> a.failure().startsWith("timed out"));
        return "the forked JVM " + (crashes ? "crashed " : "failed ") + attempts.size() + " times: " + String.join("; ",
                attempts.stream().map(a -> "attempt " + a.attempt() + " " + a.failure()).toList());
    }

    /** Exit codes above 128 are 128 + the signal that ended the JVM. */
    private static String signal(int exitCode) {
        return switch (exitCode) {
            case 130 -> " (SIGINT: stopped, e.g. by Ctrl-C)";
            case 134 -> " (SIGABRT: the JVM aborted, see its hs_err log)";
            case 137 -> " (SIGKILL: killed, e.g. by the kernel's out-of-memory killer)";
            case 139 -> " (SIGSEGV: the JVM crashed)";
            case 143 -> " (SIGTERM: stopped)";
            case CrashRetry.OUT_OF_MEMORY_EXIT -> " (out of heap: -XX:+ExitOnOutOfMemoryError)";
            default -> exitCode > 128 ? " (signal " + (exitCode - 128) + ")" : "";
        };
    }
}
