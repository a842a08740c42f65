package persistencebench.harness.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The operating system's page cache between samples: {@link #sync()} writes dirty pages out, so one sample's
 * deferred writes are not paid during the next; {@link #drop()} also empties the cache (Linux, as root), so a cold
 * sample reads its files from disk rather than from memory a previous sample filled.
 */
public final class OsPageCache {
    private static final Path DROP_CACHES = Path.of("/proc/sys/vm/drop_caches");

    private OsPageCache() {
    }

    /** Runs {@code sync}; returns whether it succeeded. */
    public static boolean sync() {
        try {
            return new ProcessBuilder("sync").inheritIO().start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Syncs, then drops the page cache, dentries and inodes; false where that is not permitted (not root, no /proc). */
    public static boolean drop() {
        if (!sync()) {
            return false;
        }
        try {
            Files.writeString(DROP_CACHES, "3");
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
