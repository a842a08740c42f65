package persistencebench.write.microstream;

import java.nio.file.Path;
import one.microstream.storage.embedded.types.EmbeddedStorage;
import one.microstream.storage.embedded.types.EmbeddedStorageFoundation;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import one.microstream.storage.types.Storage;
import one.microstream.storage.types.StorageConfiguration;

/**
 * Starts this engine's embedded storage in a directory with a given channel count, as the loaders and their
 * verification do: either with the engine's defaults and every object stored by reflection (what the study ran), or
 * set up the way an expert sets it up for a bulk load of millions of small objects that are written once and not
 * read back:
 * <ul>
 * <li><b>Trips as one record each</b> ({@link TripBinaryHandler}): one entity per trip instead of eight.</li>
 * <li><b>Data files of up to {@value #FILE_MAXIMUM_BYTES} bytes</b> (1 GiB) instead of 8 MiB. A channel starts a new
 * file only once its file has reached the maximum, so with commits of several megabytes an 8 MiB file ends at about
 * 15 MiB; housekeeping then dissolves every file above the maximum that holds more than one entity, copying its live
 * entities into new files (measured: 64 MB of a 300 MB load rewritten within 30 s). With 1 GiB a month of trips
 * (about 450 MB as records) stays in one file per channel, nothing is rewritten, and the close forces a few files
 * instead of dozens. The minimum size and the minimum use ratio stay at their defaults (1 MiB, 0.75): a load leaves
 * next to no gaps.</li>
 * <li><b>Housekeeping every {@value #HOUSEKEEPING_INTERVAL_MS} ms</b> instead of every second, with the default budget
 * of {@value #HOUSEKEEPING_BUDGET_NS} ns per run: a load creates almost no garbage (only superseded chunk lists), so
 * the storage's garbage collection, file checks and cache checks have nothing to gain while it runs, and every run
 * takes its budget from the channel threads that write.</li>
 * <li><b>Entity cache timeout {@value #CACHE_TIMEOUT_MS} ms</b> instead of a day, threshold unchanged: a store does
 * not cache what it writes (checked in 08.01 and EclipseStore 2.1: stored entities get a file position, no cached
 * data); only the housekeeping's marking loads the entities that hold references (the chunk lists), and the load
 * never reads them again, so they may leave the off-heap cache after a minute instead of after a day.</li>
 * </ul>
 * The storage's channel count is the cell's in both setups.
 */
final class MicroStreamTripStorages {
    static final int FILE_MAXIMUM_BYTES = 1 << 30;
    static final long HOUSEKEEPING_INTERVAL_MS = 10_000;
    static final long HOUSEKEEPING_BUDGET_NS = 10_000_000;
    static final long CACHE_TIMEOUT_MS = 60_000;
    private static final int FILE_MINIMUM_BYTES = 1 << 20;
    private static final double MINIMUM_USE_RATIO = 0.75;
    private static final long CACHE_THRESHOLD_BYTES = 1_000_000_000;

    private MicroStreamTripStorages() {
    }

    /**
     * Whether {@code file} is a channel's transactions log ({@code transactions_<channel>.sft}), whose entries point into
     * the channel's data files, so it is forced after them.
     */
    static boolean isTransactionsLog(Path file) {
        return file.getFileName().toString().endsWith(".sft");
    }

    /** @param tuned whether the storage is set up for the bulk load (see the class comment) rather than with the defaults */
    static EmbeddedStorageManager start(Path directory, int channels, boolean tuned) {
        StorageConfiguration.Builder<?> configuration = Storage.ConfigurationBuilder()
                .setStorageFileProvider(Storage.FileProvider(directory))
                .setChannelCountProvider(Storage.ChannelCountProvider(channels));
        if (tuned) {
            configuration.setDataFileEvaluator(Storage.DataFileEvaluator(FILE_MINIMUM_BYTES, FILE_MAXIMUM_BYTES, MINIMUM_USE_RATIO))
                    .setHousekeepingController(Storage.HousekeepingController(HOUSEKEEPING_INTERVAL_MS, HOUSEKEEPING_BUDGET_NS))
                    .setEntityCacheEvaluator(Storage.EntityCacheEvaluator(CACHE_TIMEOUT_MS, CACHE_THRESHOLD_BYTES));
        }
        EmbeddedStorageFoundation<?> foundation = EmbeddedStorage.Foundation(configuration);
        if (tuned) {
            foundation.registerTypeHandler(new TripBinaryHandler());
        }
        return foundation.start();
    }
}
