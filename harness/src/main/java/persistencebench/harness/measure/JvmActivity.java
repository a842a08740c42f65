package persistencebench.harness.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * What the JVM itself did during one measured sample: garbage collection, JIT compilation and heap growth. A sample
 * that pays for a compilation or a heap resize its warm-ups did not cause shows it here, so a reader can tell a
 * backend's cost from the harness's warm-up falling short (fairness rule 3). Read from the JVM's MXBeans, which keep
 * cumulative counters: nothing runs during the sample.
 *
 * @param gcMillis             time the collectors report spent collecting (pauses and, for some collectors, concurrent
 *                             phases), summed over the JVM's collectors
 * @param gcCount              collections started
 * @param jitMillis            time the JIT compilers report compiling (summed over compiler threads, so it can exceed
 *                             wall time); null when the JVM does not report it
 * @param heapCommittedGrowthBytes growth of the heap the JVM has committed (negative when it shrank)
 */
public record JvmActivity(long gcMillis, long gcCount, Long jitMillis, long heapCommittedGrowthBytes) {

    /** The counters now; {@link Reading#since} gives the activity from then to a later reading. */
    static Reading read() {
        long gcMillis = 0;
        long gcCount = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcMillis += Math.max(0, gc.getCollectionTime());
            gcCount += Math.max(0, gc.getCollectionCount());
        }
        return new Reading(gcMillis, gcCount, compilationMillis(), ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted());
    }

    /**
     * The time the JIT compilers have spent compiling since the JVM started (summed over compiler threads), or null where
     * the JVM does not report it: the difference over a run is that run's JIT time ({@link SteadyState}).
     */
    public static Long compilationMillis() {
        var compilation = ManagementFactory.getCompilationMXBean();
        return compilation != null && compilation.isCompilationTimeMonitoringSupported() ? compilation.getTotalCompilationTime() : null;
    }

    /** The JVM's cumulative counters at one moment. */
    record Reading(long gcMillis, long gcCount, Long jitMillis, long heapCommittedBytes) {
        JvmActivity since(Reading before) {
            return new JvmActivity(gcMillis - before.gcMillis, gcCount - before.gcCount,
                    jitMillis == null || before.jitMillis == null ? null : jitMillis - before.jitMillis,
                    heapCommittedBytes - before.heapCommittedBytes);
        }
    }
}
