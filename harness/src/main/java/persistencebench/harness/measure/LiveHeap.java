package persistencebench.harness.measure;

import java.lang.management.ManagementFactory;

/**
 * The heap a backend really holds: used heap after a forced full collection, not the garbage-inflated used heap a
 * sampler sees (fairness rule 5). Called at the end of a sample, after close, outside the timed parts: for a hot read
 * it is what the open service holds; for a write, what the JVM still holds once everything is closed. Also what a
 * fork runs, untimed, between two parts it measures, so the later part pays no collection of the earlier one's garbage.
 */
public final class LiveHeap {

    private LiveHeap() {
    }

    public static long afterGc() {
        // Two collections: objects with finalizers or reference-queue cleaners need a second one to go.
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
