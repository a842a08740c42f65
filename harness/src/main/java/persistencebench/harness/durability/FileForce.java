package persistencebench.harness.durability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Puts a store's files on disk: {@code fsync} of every regular file under a directory, then of every directory
 * (so new and renamed entries are durable too), deepest first. MicroStream 08.01 and EclipseStore 2.1 never call
 * {@link FileChannel#force} in their file handlers, so under {@link Durability#DISK} their loaders call this
 * before the timer stops.
 */
public final class FileForce {

    private FileForce() {
    }

    /**
     * Forces every file and directory under {@code root}, {@code root} itself and its parent directory (whose entry
     * for {@code root} a fresh storage directory created); returns the files listed. A file removed between the listing
     * and its force is skipped: a running store's housekeeping deletes the files it dissolved, and the force of their
     * directory makes the removal durable.
     */
    public static int forceTree(Path root) {
        List<Path> files = new ArrayList<>();
        List<Path> directories = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.forEach(p -> (Files.isDirectory(p) ? directories : files).add(p));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root + " to force it to disk", e);
        }
        files.forEach(FileForce::forceIfPresent);
        Path parent = root.toAbsolutePath().getParent();
        if (parent != null) {
            directories.add(parent);
        }
        directories.sort(Comparator.comparingInt(Path::getNameCount).reversed());
        directories.forEach(d -> force(d, StandardOpenOption.READ));
        return files.size();
    }

    /** Forces a listed file, or nothing when it is gone. */
    static void forceIfPresent(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        } catch (NoSuchFileException e) {
            // deleted since the listing: nothing of it left to force
        } catch (IOException e) {
            throw new UncheckedIOException("cannot force " + file + " to disk", e);
        }
    }

    private static void force(Path path, StandardOpenOption mode) {
        try (FileChannel channel = FileChannel.open(path, mode)) {
            channel.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot force " + path + " to disk", e);
        }
    }
}
