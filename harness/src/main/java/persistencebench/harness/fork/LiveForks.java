package persistencebench.harness.fork;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The forks this JVM runs, stopped when it shuts down (Ctrl-C, SIGTERM, {@code System.exit}): a shutdown hook stops
 * each live fork with its process tree, deletes its task and report files and prints one line naming it. From then on
 * no fork starts, and a thread whose fork ended waits for the JVM's end instead of going on: a fork ended by the
 * shutdown is no crash to retry, no failed cell to record and no story to print.
 */
final class LiveForks {
    /**
     * How long a fork that ended by SIGINT or SIGTERM waits for this JVM's shutdown: Ctrl-C signals the terminal's whole
     * process group, and the fork may end before this JVM's hook has begun.
     */
    static final Duration SIGNAL_RACE = Duration.ofSeconds(2);

    private static final Object LOCK = new Object();
    private static final Map<Process, Live> LIVE = new LinkedHashMap<>();
    private static final CountDownLatch SHUTDOWN = new CountDownLatch(1);
    private static final List<Runnable> AFTER_STOPPING = new ArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(LiveForks::stopAll, "stop-forks"));
    }

    private record Live(String label, List<Path> files) {
    }

    private LiveForks() {
    }

    /**
     * Starts {@code builder}'s process as a live fork named {@code label}, whose {@code files} the shutdown deletes;
     * once this JVM is shutting down it deletes them itself and never returns.
     */
    static Process start(ProcessBuilder builder, String label, List<Path> files) throws IOException {
        synchronized (LOCK) {
            if (SHUTDOWN.getCount() > 0) {
                Process process = builder.start();
                LIVE.put(process, new Live(label, files));
                return process;
            }
        }
        files.forEach(JvmFork::deleteQuietly);
        return awaitExit();
    }

    /** Runs {@code cleanup} at this JVM's end, after its live forks are stopped (it may remove what they use). */
    static void afterStopping(Runnable cleanup) {
        synchronized (LOCK) {
            AFTER_STOPPING.add(cleanup);
        }
    }

    /**
     * Forgets the ended fork {@code process}, unless this JVM is shutting down or begins to within {@code raceWindow}:
     * then never returns, and the shutdown hook reports the fork as stopped.
     */
    static void ended(Process process, Duration raceWindow) {
        try {
            if (SHUTDOWN.await(raceWindow.toMillis(), TimeUnit.MILLISECONDS)) {
                awaitExit();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (LOCK) {
            LIVE.remove(process);
        }
    }

    private static void stopAll() {
        Map<Process, Live> live;
        List<Runnable> cleanups;
        synchronized (LOCK) {
            SHUTDOWN.countDown();
            live = new LinkedHashMap<>(LIVE);
            cleanups = new ArrayList<>(AFTER_STOPPING);
        }
        live.forEach((process, fork) -> {
            ProcessTree.stop(process.toHandle());
            fork.files().forEach(JvmFork::deleteQuietly);
            System.err.println("interrupted: stopped the running fork (" + fork.label() + ")");
        });
        cleanups.forEach(Runnable::run);
    }

    /** Blocks until the JVM halts, which it does once its shutdown hooks are done. */
    private static <T> T awaitExit() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // the JVM is ending; nothing is left for this thread to do
            }
        }
    }
}
