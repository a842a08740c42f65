package persistencebench.harness.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Deleting, recreating and measuring directory trees: storages, datasets, the test server's data. */
public final class Directories {

    private Directories() {
    }

    /** Deletes a file or a directory with everything in it; nothing happens when it does not exist. */
    public static void delete(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + path + "; delete it by hand and rerun", e);
        }
    }

    /** Deletes {@code directory} with everything in it, then creates it empty. */
    public static void recreate(Path directory) {
        delete(directory);
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + directory, e);
        }
    }

    /**
     * Creates {@code directory} when missing and makes it its owner's alone (mode 0700), so no other local account can
     * enter it: for a server's socket, binaries and password-bearing files. A file system without POSIX modes keeps its
     * own protection.
     */
    public static void createPrivate(Path directory) {
        try {
            Files.createDirectories(directory);
            Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        } catch (UnsupportedOperationException notPosix) {
            // no modes to set
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the private directory " + directory, e);
        }
    }

    /**
     * The regular files under {@code directory} by their names relative to it ({@code /} separated on every system), in
     * the order of those names: the one listing that a storage's footprint and a tree's digest both rest on.
     */
    public static SortedMap<String, Path> files(Path directory) {
        SortedMap<String, Path> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(directory)) {
            walk.filter(Files::isRegularFile).forEach(file -> files.put(directory.relativize(file).toString().replace('\\', '/'), file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the files under " + directory, e);
        }
        return files;
    }

    /** Total size in bytes of the regular files under {@code directory} (what a storage occupies on disk). */
    public static long sizeOf(Path directory) {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile).mapToLong(Directories::size).sum();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure " + directory, e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (NoSuchFileException e) {
            return 0; // removed by a store's housekeeping while we walked
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
