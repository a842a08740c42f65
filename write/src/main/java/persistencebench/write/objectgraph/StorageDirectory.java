package persistencebench.write.objectgraph;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.durability.FileForce;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.OsPageCache;

/**
 * The directory an object-graph store keeps its files in, per sample: recreated empty before it (untimed), forced
 * to disk after the store has shut down when the run promises {@link Durability#DISK} (timed: the stores never force
 * their files themselves), read into the OS page cache before a read-back, and measured after it.
 */
public final class StorageDirectory {
    private final Path path;
    private final Durability durability;

    public StorageDirectory(Path path, Durability durability) {
        this.path = path;
        this.durability = durability;
    }

    public Path path() {
        return path;
    }

    /** Deletes whatever the previous sample left and creates the directory empty. */
    public void recreate() {
        Directories.recreate(path);
    }

    /** Under {@code -Ddurability=disk}: every file and directory under it is forced to disk. Call after the store shut down. */
    public void makeDurable() {
        if (durability.forcesFiles()) {
            FileForce.forceTree(path);
        }
    }

    /**
     * Untimed, before a read-back: the same page-cache state for every store read from this machine's files. Dirty pages
     * are written first (under {@code os} nothing forced them, and kernel writeback must not run during the timed reads),
     * then every file is read once, so each store's reads find the OS page cache warm with its files; RocksDB's SST
     * writer, for one, drops its files from the cache after writing them.
     */
    public void warmPageCache() throws IOException {
        OsPageCache.sync();
        byte[] buffer = new byte[1 << 20];
        try (Stream<Path> files = Files.walk(path)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                try (InputStream in = Files.newInputStream(file)) {
                    while (in.read(buffer) >= 0) {
                        // read only to fill the page cache
                    }
                }
            }
        }
    }

    /** Bytes of the files in it. */
    public long sizeBytes() {
        return Directories.sizeOf(path);
    }
}
