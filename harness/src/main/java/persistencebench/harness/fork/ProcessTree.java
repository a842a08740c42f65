package persistencebench.harness.fork;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Stops a process with everything it started. The descendants are listed before the process is signalled: once it is
 * gone they are re-parented and no longer found from it, and a server or helper a fork started would outlive it.
 */
final class ProcessTree {
    /** How long the tree may take to end on SIGTERM (a JVM runs its shutdown hooks) before it is killed. */
    static final Duration GRACE = Duration.ofSeconds(5);

    private ProcessTree() {
    }

    /**
     * Sends SIGTERM to {@code root} and all its descendants, waits up to {@link #GRACE} for them to end, then kills the
     * survivors (SIGKILL, which also ends a stopped process). Returns once every one has ended or was killed.
     */
    static void stop(ProcessHandle root) {
        List<ProcessHandle> tree = new ArrayList<>(root.descendants().toList());
        tree.add(0, root);
        tree.forEach(ProcessHandle::destroy);
        long deadline = System.nanoTime() + GRACE.toNanos();
        for (ProcessHandle process : tree) {
            if (!endsWithin(process, deadline - System.nanoTime())) {
                process.destroyForcibly();
                endsWithin(process, GRACE.toNanos());
            }
        }
    }

    private static boolean endsWithin(ProcessHandle process, long nanos) {
        CompletableFuture<ProcessHandle> end = process.onExit();
        try {
            end.get(Math.max(0, nanos), TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
