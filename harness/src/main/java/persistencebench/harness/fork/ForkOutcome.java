package persistencebench.harness.fork;

import persistencebench.harness.measure.CellResult;

import java.util.List;

/** What a forked JVM did: its exit code and the cells it measured (possibly fewer than planned if it failed). */
public record ForkOutcome(int exitCode, List<CellResult> cells) {
    public ForkOutcome {
        cells = List.copyOf(cells);
    }

    public boolean succeeded() {
        return exitCode == 0;
    }
}
