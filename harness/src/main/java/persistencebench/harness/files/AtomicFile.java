package persistencebench.harness.files;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Replaces a file whole or not at all: its content goes into a temporary file beside it, which is then moved over it
 * (atomically where the file system can), so a reader never sees half a result and a failed write leaves the old file.
 */
public final class AtomicFile {

    /** Writes a file's whole content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path file) throws IOException;
    }

    private AtomicFile() {
    }

    /** Writes {@code content} into {@code target}'s place; the temporary file is gone afterwards either way. */
    public static void replace(Path target, Content content) throws IOException {
        Path temporary = Files.createTempFile(target.toAbsolutePath().getParent(), target.getFileName().toString(), ".tmp");
        try {
            content.writeTo(temporary);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
