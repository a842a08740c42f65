package persistencebench.harness.measure;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A process and its live descendants, read from Linux {@code /proc}: a database server such as PostgreSQL is a tree
 * of processes (postmaster, one backend per connection, background workers), and what it costs is the tree's.
 */
final class ProcessTree {
    static final Path PROC = Path.of("/proc");

    private ProcessTree() {
    }

    /** The live descendants of {@code rootPid}, without it; empty where {@code /proc} cannot be listed. */
    static List<Long> descendants(long rootPid) {
        List<Long> tree = trees(List.of(rootPid));
        return tree.isEmpty() ? List.of() : List.copyOf(tree.subList(1, tree.size()));
    }

    /**
     * The given roots followed by their live descendants, each process once, from one listing of {@code /proc}; only
     * the roots where {@code /proc} cannot be listed.
     */
    static List<Long> trees(Collection<Long> roots) {
        Map<Long, Long> parents = new HashMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
            for (Path entry : entries) {
                long pid = Long.parseLong(entry.getFileName().toString());
                Long parent = parentOf(pid);
                if (parent != null) {
                    parents.put(pid, parent);
                }
            }
        } catch (IOException e) {
            return List.copyOf(new LinkedHashSet<>(roots));
        }
        Set<Long> tree = new LinkedHashSet<>(roots);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<Long, Long> process : parents.entrySet()) {
                if (!tree.contains(process.getKey()) && tree.contains(process.getValue())) {
                    tree.add(process.getKey());
                    grew = true;
                }
            }
        }
        return List.copyOf(tree);
    }

    /** The fields after a process's command name in {@code /proc/<pid>/stat}, from field 3 (state) on; null if it is gone. */
    static String[] statFields(long pid) {
        String line;
        try {
            line = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"));
        } catch (IOException | RuntimeException e) {
            return null;
        }
        // the command name (field 2) is in parentheses and may contain spaces: parse after its closing one
        return line.substring(line.lastIndexOf(')') + 2).trim().split(" ");
    }

    /** The parent's pid, or null when the process is gone or its line cannot be read: an instrument never fails a sample. */
    private static Long parentOf(long pid) {
        String[] fields = statFields(pid);
        try {
            return fields == null ? null : Long.parseLong(fields[1]);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
