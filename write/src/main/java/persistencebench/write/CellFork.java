package persistencebench.write;

import java.io.PrintStream;
import java.util.List;
import persistencebench.harness.fork.CrashRetry;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;

/**
 * Measures one part of a cell in a fresh JVM (its own heap limit, JIT profile and GC state) with the JVM flags its
 * variant declares; a crashed JVM is retried once ({@link CrashRetry}). Returns the part the fork reported, or a
 * failed part with the crash and its attempts.
 */
final class CellFork {

    private CellFork() {
    }

    static CellResult run(CellSpec spec, PrintStream log) {
        List<String> flags = spec.declaredVariant().jvmFlags();
        JvmFork fork = JvmFork.of(WriteCellMain.class).task(spec)
                // A JVM out of heap stops at once instead of limping on; the cell then shows the exit code.
                .jvmArg("-XX:+ExitOnOutOfMemoryError")
                // Every store keeps local date-times as they are; no JVM time-zone rule may shift one in between.
                .systemProperty("user.timezone", "UTC");
        flags.forEach(fork::jvmArg);
        ForkOutcome outcome = CrashRetry.run(fork, 1, log);
        if (!outcome.cells().isEmpty()) {
            return outcome.cells().get(0);
        }
        return spec.newCell().attempts(outcome.attempts()).fail(outcome.crashDescription()
                + (outcome.exitCode() == CrashRetry.OUT_OF_MEMORY_EXIT ? " with " + String.join(" ", flags) : "") + "; see its output above");
    }
}
