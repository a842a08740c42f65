package persistencebench.harness.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.OptionalLong;

/**
 * The memory a process really occupies, read from Linux {@code /proc/<pid>/smaps_rollup}: its proportional set size
 * (PSS), resident pages with each shared page divided among the processes that map it, so that a process tree's sum
 * counts memory the processes share (PostgreSQL's shared buffers) once. Beside the live heap it shows what a store costs
 * outside the heap: a JVM's committed heap, metaspace and code, an in-process engine's native page cache (SQLite), a
 * server's buffers and per-connection memory. Empty where {@code /proc} is unavailable or the process is gone.
 */
public final class ResidentMemory {
    private static final String PSS = "Pss:";

    private final long rootPid;
    private final boolean withDescendants;

    private ResidentMemory(long rootPid, boolean withDescendants) {
        this.rootPid = rootPid;
        this.withDescendants = withDescendants;
    }

    /** This JVM alone. */
    public static ResidentMemory ofThisProcess() {
        return new ResidentMemory(ProcessHandle.current().pid(), false);
    }

    /** {@code rootPid} and its live descendants, as they are when {@link #bytes()} reads them. */
    public static ResidentMemory ofTree(long rootPid) {
        return new ResidentMemory(rootPid, true);
    }

    /** The PSS in bytes now, summed over the tree's processes. */
    public OptionalLong bytes() {
        OptionalLong root = ofProcess(rootPid);
        if (root.isEmpty() || !withDescendants) {
            return root;
        }
        long bytes = root.getAsLong();
        for (long descendant : ProcessTree.descendants(rootPid)) {
            bytes += ofProcess(descendant).orElse(0);
        }
        return OptionalLong.of(bytes);
    }

    private static OptionalLong ofProcess(long pid) {
        List<String> lines;
        try {
            lines = Files.readAllLines(ProcessTree.PROC.resolve(Long.toString(pid)).resolve("smaps_rollup"));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
        for (String line : lines) {
            if (line.startsWith(PSS)) {
                // "Pss:   351 kB"
                try {
                    return OptionalLong.of(Long.parseLong(line.substring(PSS.length()).trim().split("\\s+")[0]) * 1024);
                } catch (RuntimeException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }
}
