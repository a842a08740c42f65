package persistencebench.harness.fork;

import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The child side of stopping: a forked JVM ends when the JVM that started it is gone (killed with SIGKILL, or
 * stopped while its shutdown could not reach the fork), instead of measuring on for no one, writing into a data
 * directory the next run uses. A daemon thread checks the parent once a second; when it is gone the fork deletes the
 * task and report files its parent would have deleted and halts with {@value #ORPHANED_EXIT}.
 */
public final class ParentWatch {
    /** System property holding the parent's process id, set by {@link JvmFork}. */
    static final String PARENT_PROPERTY = "fork.parent";
    /** Exit code of a fork that stopped because its parent was gone. */
    public static final int ORPHANED_EXIT = 4;

    private ParentWatch() {
    }

    /** Starts watching the parent when this JVM was started by {@link JvmFork}; does nothing otherwise. */
    public static void start() {
        String pid = System.getProperty(PARENT_PROPERTY);
        if (pid == null) {
            return;
        }
        // The handle remembers the parent's start time, so a new process reusing its id is not taken for it.
        Optional<ProcessHandle> parent = ProcessHandle.of(Long.parseLong(pid));
        Thread watch = new Thread(() -> watch(parent, pid), "parent-watch");
        watch.setDaemon(true);
        watch.start();
    }

    private static void watch(Optional<ProcessHandle> parent, String pid) {
        try {
            while (parent.map(ProcessHandle::isAlive).orElse(false)) {
                Thread.sleep(1000);
            }
        } catch (InterruptedException e) {
            return;
        }
        Stream.of(JvmFork.TASK_PROPERTY, JvmFork.OUTPUT_PROPERTY).map(System::getProperty).filter(path -> path != null)
                .forEach(path -> JvmFork.deleteQuietly(Path.of(path)));
        System.err.println("fork: the benchmark that started this JVM (process " + pid + ") is gone; stopping");
        Runtime.getRuntime().halt(ORPHANED_EXIT);
    }
}
