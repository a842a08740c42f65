package persistencebench.harness.durability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What a directory tree holds at one moment, as far as forcing it to disk goes: each regular file's size and
 * modification time, and each directory's entries. Comparing two states says which files were written and which
 * directories had an entry created, deleted or renamed in between. The size catches every append (the object-graph
 * engines only append to their data and transaction files); the time catches a rewrite in place of the same size
 * (a lock file), within the file system's timestamp granularity.
 *
 * @param files       per regular file, its size and modification time
 * @param directories per directory, the names of its entries
 */
public record TreeState(Map<Path, Stamp> files, Map<Path, Set<Path>> directories) {
    /** The state of a tree nothing was forced of yet: every file and directory differs from it. */
    public static final TreeState NOTHING = new TreeState(Map.of(), Map.of());

    /** A regular file's size and last modification. */
    public record Stamp(long size, FileTime modified) {
    }

    /** Lists {@code root}; an entry deleted while it is listed is left out (a running store's housekeeping deletes files). */
    public static TreeState of(Path root) {
        Map<Path, Stamp> files = new HashMap<>();
        Map<Path, Set<Path>> directories = new HashMap<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    directories.put(dir, new HashSet<>());
                    addToParent(dir);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile()) {
                        files.put(file, new Stamp(attributes.size(), attributes.lastModifiedTime()));
                    }
                    addToParent(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    if (e instanceof NoSuchFileException && !file.equals(root)) {
                        return FileVisitResult.CONTINUE;
                    }
                    throw e;
                }

                private void addToParent(Path entry) {
                    Set<Path> parent = directories.get(entry.getParent());
                    if (parent != null && !entry.equals(root)) {
                        parent.add(entry.getFileName());
                    }
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root + " to force it to disk", e);
        }
        return new TreeState(files, directories);
    }

    /** The files that are new or differ in size or time from {@code before}. */
    public List<Path> filesChangedSince(TreeState before) {
        return changed(files, before.files);
    }

    /** The directories that are new or whose entries differ from {@code before}'s. */
    public List<Path> directoriesChangedSince(TreeState before) {
        return changed(directories, before.directories);
    }

    private static <V> List<Path> changed(Map<Path, V> now, Map<Path, V> before) {
        List<Path> changed = new ArrayList<>();
        now.forEach((path, value) -> {
            if (!Objects.equals(value, before.get(path))) {
                changed.add(path);
            }
        });
        return changed;
    }
}
