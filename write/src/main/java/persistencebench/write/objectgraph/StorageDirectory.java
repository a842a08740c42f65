package persistencebench.write.objectgraph;

import java.nio.file.Path;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.durability.FileForce;
import persistencebench.harness.files.Directories;

/**
 * The directory an object-graph store keeps its files in, per sample: recreated empty before it (untimed), forced
 * to disk after the store has shut down when the run promises {@link Durability#DISK} (timed: the stores never force
 * their files themselves), and measured after it.
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

    /** Bytes of the files in it. */
    public long sizeBytes() {
        return Directories.sizeOf(path);
    }
}
