package persistencebench.read.sql;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Runs one piece of work on each of several held connections, one thread per connection, all at once, and returns when
 * every thread has finished; the first failure is rethrown in the caller (the others are added to it as suppressed).
 */
final class EachConnection {

    private EachConnection() {
    }

    static void run(List<Connection> connections, Consumer<Connection> work) {
        if (connections.size() == 1) {
            work.accept(connections.get(0));
            return;
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>(connections.size());
        for (Connection connection : connections) {
            Thread thread = new Thread(() -> work.accept(connection), "each-connection-" + threads.size());
            thread.setUncaughtExceptionHandler((t, e) -> failure.accumulateAndGet(e, (first, next) -> {
                if (first == null) {
                    return next;
                }
                first.addSuppressed(next);
                return first;
            }));
            threads.add(thread);
            thread.start();
        }
        boolean interrupted = false;
        for (Thread thread : threads) {
            // the caller gives the connections back after this returns, so it waits for every thread even when interrupted
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                    threads.forEach(Thread::interrupt);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable first = failure.get();
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (first instanceof Error error) {
            throw error;
        }
        if (first != null) {
            // a checked exception thrown past the compiler's check: never dropped
            throw new IllegalStateException("the work on one connection failed: " + first, first);
        }
    }
}
