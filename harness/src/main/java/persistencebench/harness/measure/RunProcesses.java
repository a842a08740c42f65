package persistencebench.harness.measure;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The processes that belong to this run, as roots of process trees: the program's JVM (with every fork it starts) and
 * each database server it started (a daemonised server is no child of the program). A fork receives its parent's roots
 * in {@value #ROOTS_PROPERTY}; whatever else uses the machine's CPU during a sample is another process's
 * ({@link MachineActivity}).
 */
public final class RunProcesses {
    /** System property holding the roots a fork's parent knew when it started the fork, comma-separated. */
    public static final String ROOTS_PROPERTY = "fork.runRoots";

    private static final List<Supplier<List<Long>>> SERVERS = new CopyOnWriteArrayList<>();

    private RunProcesses() {
    }

    /**
     * Counts the processes {@code roots} names (asked when a fork starts or a sample is read) as the run's; returns what
     * stops counting them.
     */
    public static Runnable register(Supplier<List<Long>> roots) {
        SERVERS.add(roots);
        return () -> SERVERS.remove(roots);
    }

    /** The roots now: the run's first JVM (this one, or the one named by the parent), the servers registered here or there. */
    public static Set<Long> roots() {
        Set<Long> roots = new LinkedHashSet<>();
        String inherited = System.getProperty(ROOTS_PROPERTY);
        if (inherited == null || inherited.isBlank()) {
            roots.add(ProcessHandle.current().pid());
        } else {
            Arrays.stream(inherited.split(",")).map(String::trim).map(Long::parseLong).forEach(roots::add);
        }
        for (Supplier<List<Long>> server : SERVERS) {
            roots.addAll(server.get());
        }
        return roots;
    }

    /** {@link #roots()} as the value of {@value #ROOTS_PROPERTY}. */
    public static String rootsProperty() {
        return roots().stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** Every live process of the run's trees, each once. */
    static List<Long> members() {
        return ProcessTree.trees(roots());
    }
}
