package persistencebench.harness.fork;

import java.util.List;
import persistencebench.harness.measure.CellResult;

/**
 * What a forked JVM did: its exit code, the cells it measured (possibly fewer than planned if it failed), and the
 * attempts when it crashed and was retried ({@link CrashRetry}; empty otherwise).
 */
public record ForkOutcome(int exitCode, List<CellResult> cells, List<CellResult.Attempt> attempts) {
    public ForkOutcome {
        cells = List.copyOf(cells);
        attempts = List.copyOf(attempts);
    }

    public ForkOutcome(int exitCode, List<CellResult> cells) {
        this(exitCode, cells, List.of());
    }

    public boolean succeeded() {
        return exitCode == 0;
    }

    /** One line for a cell that never reported: the exit code and, after a retry, both attempts. */
    public String crashDescription() {
        if (attempts.isEmpty()) {
            return "the forked JVM exited with code " + exitCode + " before reporting"
                    + (exitCode == CrashRetry.OUT_OF_MEMORY_EXIT ? " (out of heap)" : "");
        }
        return "the forked JVM crashed " + attempts.size() + " times: " + String.join("; ",
                attempts.stream().map(a -> "attempt " + a.attempt() + " " + a.failure()).toList());
    }
}
