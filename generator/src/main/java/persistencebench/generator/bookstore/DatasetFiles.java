package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * File operations behind the cache's completeness rule: a store is written into {@code <name>.tmp} and only
 * renamed to its final name once complete, so a final name never denotes a partial store.
 */
public final class DatasetFiles {

    private DatasetFiles() {
    }

    /** The temporary sibling a store is written into before {@link #publish}. */
    public static Path temporaryFor(Path target) {
        return target.resolveSibling(target.getFileName() + ".tmp");
    }

    /** Moves a completed {@code temporary} directory or file to {@code target}, atomically where the file system can. */
    public static void publish(Path temporary, Path target) {
        try {
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rename " + temporary + " to " + target, e);
        }
    }
}
