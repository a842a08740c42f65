package persistencebench.write;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Fresh, measured and removed storage directories of the embedded object stores. */
public final class StorageDirectories {

    private StorageDirectories() {
    }

    /** Deletes {@code directory} with everything in it, then creates it empty. */
    public static void recreate(Path directory) throws IOException {
        delete(directory);
        Files.createDirectories(directory);
    }

    /** Deletes {@code directory} with everything in it; nothing happens when it does not exist. */
    public static void delete(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Total size of the regular files under {@code directory}. */
    public static long sizeOf(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile).mapToLong(StorageDirectories::size).sum();
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (NoSuchFileException e) {
            return 0; // removed by the store's housekeeping while we walked
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
