package persistencebench.write.plugin;

import java.nio.file.Path;
import java.util.Map;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.OwnSettings;
import persistencebench.harness.settings.Setting;

/**
 * What a loader may use: a storage directory of its own, the benchmark database, the run's durability class and seed
 * (the study's shape derives its trip ids from it), how many trips a sample stores, and the values of its backend's own
 * settings for this cell ({@link CellConfiguration}).
 */
public final class LoaderContext {
    private final Path storageDirectory;
    private final DatabaseTarget database;
    private final Durability durability;
    private final long seed;
    private final long expectedRows;
    private final OwnSettings settings;

    /**
     * @param storageDirectory where an object store keeps its files (recreated for every sample)
     * @param database         the benchmark database, or null for backends without
     * @param expectedRows     trips every sample stores (what a tuned store may size itself from)
     * @param settings         the backend's own settings for this cell, by name, as typed
     */
    public LoaderContext(Path storageDirectory, DatabaseTarget database, Durability durability, long seed, long expectedRows,
                         Map<String, String> settings) {
        this.storageDirectory = storageDirectory;
        this.database = database;
        this.durability = durability;
        this.seed = seed;
        this.expectedRows = expectedRows;
        this.settings = new OwnSettings(settings);
    }

    public Path storageDirectory() {
        return storageDirectory;
    }

    public DatabaseTarget database() {
        if (database == null) {
            throw new IllegalStateException("this cell was planned without a database");
        }
        return database;
    }

    public Durability durability() {
        return durability;
    }

    public long seed() {
        return seed;
    }

    /** Trips every sample stores, counted by the orchestrator's reference read. */
    public long expectedRows() {
        return expectedRows;
    }

    /** The value of one of the backend's own settings for this cell: the configuration's, else the setting's default. */
    public <T> T setting(Setting<T> setting) {
        return settings.get(setting);
    }
}
