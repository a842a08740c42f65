package persistencebench.read.plugin;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.settings.OwnSettings;
import persistencebench.harness.settings.Setting;

/**
 * Where a measuring JVM finds its store of the bookstore dataset: the dataset directory (each object-graph store is
 * the sub-directory named after it) and, for a store that is a database, that database on the run's server. Plain
 * values, so a fork task carries them, with the values of the backend's own settings.
 *
 * @param directory the dataset directory, absolute
 * @param database  the store's database (its server process id changes when the server is restarted); null for a store
 *                  that is not a database
 * @param settings  the values of the backend's own settings ({@link ReadBackend#settings()}), read with {@link #setting}
 */
public record DatasetTarget(Path directory, DatabaseTarget database, OwnSettings settings) {

    public DatasetTarget {
        settings = settings == null ? OwnSettings.NONE : settings;
    }

    /** A target for a backend without settings of its own. */
    public DatasetTarget(Path directory, DatabaseTarget database) {
        this(directory, database, OwnSettings.NONE);
    }

    /** The value of one of the backend's own settings: the run's, else the setting's default. */
    public <T> T setting(Setting<T> setting) {
        return settings.get(setting);
    }

    /** The directory of the object-graph store named {@code store}. */
    public Path storage(String store) {
        return directory.resolve(store);
    }
}
