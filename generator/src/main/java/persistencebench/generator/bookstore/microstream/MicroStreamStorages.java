package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import one.microstream.storage.embedded.types.EmbeddedStorage;
import one.microstream.storage.embedded.types.EmbeddedStorageFoundation;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import one.microstream.storage.types.Storage;
import persistencebench.generator.bookstore.StorageChannels;

/**
 * Starts storage managers for the bookstore storages of this engine: new ones for writing, existing ones for reading,
 * both with the same explicit settings ({@link #settings()}): the engine's documented defaults for housekeeping, data
 * files and the entity cache, written out so that both object-graph engines run with identical values and every read
 * cell can record them.
 */
public final class MicroStreamStorages {
    /** Housekeeping runs every second, for at most 10 ms each time. */
    private static final long HOUSEKEEPING_INTERVAL_MS = 1_000;
    private static final long HOUSEKEEPING_TIME_BUDGET_NS = 10_000_000;
    /** Data files between 1 MiB and 8 MiB; a file less than 75 % live is rewritten, the head file included. */
    private static final int DATA_FILE_MINIMUM_SIZE = 1 << 20;
    private static final int DATA_FILE_MAXIMUM_SIZE = 8 << 20;
    private static final double DATA_FILE_MINIMUM_USE_RATIO = 0.75;
    private static final boolean DATA_FILE_CLEANUP_HEAD_FILE = true;
    /** Loaded entity data stays cached for a day, up to 1 GB. */
    private static final long ENTITY_CACHE_TIMEOUT_MS = 86_400_000;
    private static final long ENTITY_CACHE_THRESHOLD = 1_000_000_000;

    private MicroStreamStorages() {
    }

    /** The storage settings every storage of this engine is written and read with, by name (result files record them). */
    public static Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("housekeepingIntervalMs", Long.toString(HOUSEKEEPING_INTERVAL_MS));
        settings.put("housekeepingTimeBudgetNs", Long.toString(HOUSEKEEPING_TIME_BUDGET_NS));
        settings.put("dataFileMinimumSize", Integer.toString(DATA_FILE_MINIMUM_SIZE));
        settings.put("dataFileMaximumSize", Integer.toString(DATA_FILE_MAXIMUM_SIZE));
        settings.put("dataFileMinimumUseRatio", Double.toString(DATA_FILE_MINIMUM_USE_RATIO));
        settings.put("dataFileCleanupHeadFile", Boolean.toString(DATA_FILE_CLEANUP_HEAD_FILE));
        settings.put("entityCacheTimeoutMs", Long.toString(ENTITY_CACHE_TIMEOUT_MS));
        settings.put("entityCacheThreshold", Long.toString(ENTITY_CACHE_THRESHOLD));
        return settings;
    }

    /** Starts a new, empty storage in {@code directory} with {@code channels} channels and {@code root} as root. */
    static EmbeddedStorageManager create(Path directory, int channels, Object root) {
        return foundation(directory, channels).start(root);
    }

    /**
     * Starts the existing storage in {@code directory} with the channel count it was written with; the root (all
     * reference data) is loaded now, purchases on first access. Shut the manager down when done.
     *
     * @throws IllegalArgumentException if the directory holds no storage with a root of {@code rootType}
     */
    public static EmbeddedStorageManager open(Path directory, Class<?> rootType) {
        EmbeddedStorageManager manager = foundation(directory, StorageChannels.countIn(directory)).start();
        if (!rootType.isInstance(manager.root())) {
            Object found = manager.root();
            manager.shutdown();
            throw new IllegalArgumentException("the storage at " + directory + " has no " + rootType.getSimpleName() + " root (found "
                    + (found == null ? "none" : found.getClass().getName()) + "); delete it to have it rebuilt");
        }
        return manager;
    }

    private static EmbeddedStorageFoundation<?> foundation(Path directory, int channels) {
        return EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                .setStorageFileProvider(Storage.FileProvider(directory))
                .setChannelCountProvider(Storage.ChannelCountProvider(channels))
                .setHousekeepingController(Storage.HousekeepingController(HOUSEKEEPING_INTERVAL_MS, HOUSEKEEPING_TIME_BUDGET_NS))
                .setDataFileEvaluator(Storage.DataFileEvaluator(DATA_FILE_MINIMUM_SIZE, DATA_FILE_MAXIMUM_SIZE,
                        DATA_FILE_MINIMUM_USE_RATIO, DATA_FILE_CLEANUP_HEAD_FILE))
                .setEntityCacheEvaluator(Storage.EntityCacheEvaluator(ENTITY_CACHE_TIMEOUT_MS, ENTITY_CACHE_THRESHOLD)));
    }
}
