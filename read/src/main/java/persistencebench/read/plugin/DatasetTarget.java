package persistencebench.read.plugin;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseTarget;

/**
 * Where a measuring JVM finds its store of the bookstore dataset: the dataset directory (each object-graph store is
 * the sub-directory named after it) and, for a store that is a database, that database on the run's server. Plain
 * values, so a fork task carries them.
 *
 * @param directory the dataset directory, absolute
 * @param database  the store's database (its server process id changes when the server is restarted); null for a store
 *                  that is not a database
 */
public record DatasetTarget(Path directory, DatabaseTarget database) {

    /** The directory of the object-graph store named {@code store}. */
    public Path storage(String store) {
        return directory.resolve(store);
    }
}
