package persistencebench.write;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import persistencebench.harness.fork.CrashRetry;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;
import persistencebench.write.fork.WriteFork;
import persistencebench.write.fork.WriteTask;

/**
 * Measures one part of a cell in a fresh JVM (its own heap limit, JIT profile and GC state) with the JVM flags its
 * variant declares, within its {@link #timeLimit}; a crashed or timed-out JVM is retried once ({@link CrashRetry}).
 * Returns the part the fork reported, or a failed part with the crash and its attempts.
 */
final class CellFork {
    /**
     * A pace no write fork comes near: the slowest full-scale fork on 2 cores, two warm-ups and two samples of a paper
     * object-graph load in about 6 minutes, stores some 17,000 trips a second, its read-back and checks included.
     */
    static final long SLOWEST_TRIPS_PER_SECOND = 2_000;

    private CellFork() {
    }

    /** @param forkTimeout the least time limit of a fork ({@code -DforkTimeout}) */
    static CellResult run(WriteTask spec, Duration forkTimeout, PrintStream log) {
        List<String> flags = spec.declaredVariant().jvmFlags();
        JvmFork fork = JvmFork.of(WriteFork.class).task(spec).timeLimit(timeLimit(spec, forkTimeout))
                .label("write " + spec.title() + " " + spec.phase() + " fork " + spec.fork())
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

    /**
     * How long the fork of {@code part} may run: {@code forkTimeout}, or a second per {@link #SLOWEST_TRIPS_PER_SECOND}
     * trips its warm-ups and samples store where that is longer (more rows, more samples per fork or longer warm-ups
     * than the defaults).
     */
    static Duration timeLimit(WriteTask part, Duration forkTimeout) {
        long trips = part.warmups() * part.warmupRows() + part.iterations() * part.expectedRows();
        Duration planned = Duration.ofSeconds(trips / SLOWEST_TRIPS_PER_SECOND);
        return planned.compareTo(forkTimeout) > 0 ? planned : forkTimeout;
    }
}
