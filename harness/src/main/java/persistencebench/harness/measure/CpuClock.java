package persistencebench.harness.measure;

import java.lang.management.ManagementFactory;
import java.util.OptionalLong;

/** Cumulative CPU time of some processes; a cell's CPU is the difference between two readings. */
@FunctionalInterface
public interface CpuClock {

    /** CPU nanoseconds consumed so far, or empty when they cannot be read. */
    OptionalLong cpuNanos();

    /** This JVM's process CPU time. */
    static CpuClock thisJvm() {
        return () -> ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                && os.getProcessCpuTime() >= 0 ? OptionalLong.of(os.getProcessCpuTime()) : OptionalLong.empty();
    }

    /** Milliseconds between two readings, or null when either is missing. */
    static Double millisBetween(OptionalLong before, OptionalLong after) {
        return before.isPresent() && after.isPresent() ? (after.getAsLong() - before.getAsLong()) / 1_000_000.0 : null;
    }
}
