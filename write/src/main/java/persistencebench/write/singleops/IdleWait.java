package persistencebench.write.singleops;

import java.time.Duration;

/**
 * The bounded, untimed wait until a store reports no background work: polls what it has pending (an engine's running
 * compactions, a server's dirty pages or autovacuum workers) until that is zero or the bound has passed, after which the
 * caller goes ahead and says so.
 */
public final class IdleWait {
    /** How long a store's quiesce before the single operations waits at most: far longer than a load's leftovers take. */
    public static final Duration QUIESCE_LIMIT = Duration.ofSeconds(120);
    private static final long POLL_MILLIS = 100;

    /** What the store still has to do, 0 when it is idle. */
    @FunctionalInterface
    public interface Pending<E extends Exception> {
        long count() throws E;
    }

    private IdleWait() {
    }

    /** @return whether the store was idle within {@code limit} */
    public static <E extends Exception> boolean until(Pending<E> pending, Duration limit) throws E, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (pending.count() > 0) {
            if (System.nanoTime() - deadline >= 0) {
                return false;
            }
            Thread.sleep(Math.min(POLL_MILLIS, Math.max(1, limit.toMillis())));
        }
        return true;
    }
}
