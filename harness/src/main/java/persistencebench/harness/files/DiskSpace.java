package persistencebench.harness.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The free space a run may still fill: checked before a large write, and read again when a write ran out of it. */
public final class DiskSpace {

    private DiskSpace() {
    }

    /** Bytes an unprivileged writer may still use on the file system that holds {@code path}, or will once it is created. */
    public static long usable(Path path) {
        Path existing = path.toAbsolutePath();
        while (!Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the free space of " + path, e);
        }
    }

    /**
     * Refuses a write of {@code needed} bytes into {@code directory} that cannot fit, before any byte is written.
     *
     * @param what what would be written, e.g. {@code "the taxi CSV of 1,000 rows"}
     * @throws DiskFullException saying how much is needed and how much is free
     */
    public static void require(Path directory, long needed, String what) throws DiskFullException {
        long free = usable(directory);
        if (needed > free) {
            throw new DiskFullException(what + " needs " + format(needed) + " in " + directory.toAbsolutePath()
                    + ", but its file system has " + format(free) + " free");
        }
    }

    /**
     * {@code e} as a {@link DiskFullException} naming {@code file} and the free space left when the disk filled (or a quota
     * ran out) while writing it, otherwise {@code e} itself; for a caller that removes what it had written of the file.
     * The JDK reports either only in the message, as the C library words it.
     */
    public static IOException whenFull(Path file, IOException e) {
        String message = String.valueOf(e.getMessage());
        if (!message.contains("No space left on device") && !message.contains("Disk quota exceeded")) {
            return e;
        }
        return new DiskFullException("the disk filled while writing " + file.toAbsolutePath() + " (" + message + "; "
                + format(usable(file.toAbsolutePath().getParent())) + " free); the partial file was removed", e);
    }

    /** {@code bytes} in decimal gigabytes, or megabytes below one gigabyte, to one decimal: {@code 91.0 GB}, {@code 0.3 MB}. */
    public static String format(long bytes) {
        return bytes >= 1e9 ? String.format(Locale.ROOT, "%.1f GB", bytes / 1e9) : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
}
