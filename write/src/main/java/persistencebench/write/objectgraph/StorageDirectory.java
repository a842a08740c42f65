package persistencebench.write.objectgraph;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.durability.FileForce;
import persistencebench.harness.durability.TreeState;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.OsPageCache;

/**
 * The directory an object-graph store keeps its files in, per sample: recreated empty before it (untimed), forced
 * to disk after the store has shut down when the run promises {@link Durability#DISK} (timed: the stores never force
 * their files themselves), forced after each single operation as far as the operation changed it, read into the OS
 * page cache before a read-back, and measured after it.
 */
public final class StorageDirectory {
    private final Path path;
    private final Durability durability;
    private final Predicate<Path> log;
    private TreeState forced = TreeState.NOTHING;
    private Long bytesAfterWrite;

    /** A store without log files that point into its other files. */
    public StorageDirectory(Path path, Durability durability) {
        this(path, durability, file -> false);
    }

    /** @param log which files are logs that point into the others: every force writes them after the others */
    public StorageDirectory(Path path, Durability durability, Predicate<Path> log) {
        this.path = path;
        this.durability = durability;
        this.log = log;
    }

    public Path path() {
        return path;
    }

    /** Deletes whatever the previous sample left and creates the directory empty. */
    public void recreate() {
        Directories.recreate(path);
        forced = TreeState.NOTHING;
        bytesAfterWrite = null;
    }

    /**
     * Under {@code -Ddurability=disk}: every file and directory under it, and its parent, is forced to disk. Call after
     * the store shut down: nothing changes while it runs, so what it forced is the state {@link #makeDurableChanged}
     * starts from.
     */
    public void makeDurable() {
        if (durability.forcesFiles()) {
            forced = FileForce.forceTree(path, log);
        }
    }

    /**
     * Under {@code -Ddurability=disk}, after a commit of a running store: forces only what changed since the last force
     * ({@link FileForce#forceChanged}), as an expert forces a commit: the data files it appended to, then the logs, and a
     * directory only when an entry in it was created, deleted or renamed. The first call after a reopen also forces what
     * the reopen wrote (the lock file).
     *
     * @return what it forced: nothing under {@code os}
     */
    public FileForce.Forced makeDurableChanged() {
        if (!durability.forcesFiles()) {
            return new FileForce.Forced(List.of(), List.of(), forced);
        }
        FileForce.Forced done = FileForce.forceChanged(path, forced, log);
        forced = done.state();
        return done;
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

    /**
     * The bytes the writer left: taken at the first call since {@link #recreate()}, so that a call before the store's
     * first reopen fixes them (an engine without a read-only mode, iq80's LevelDB, rewrites its log when opened, and
     * single operations change the store); every sample recreates the directory, so each measures its own store.
     */
    public long sizeAfterWrite() {
        if (bytesAfterWrite == null) {
            bytesAfterWrite = sizeBytes();
        }
        return bytesAfterWrite;
    }
}
