package persistencebench.write.microstream;

import java.util.Map;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.objectgraph.StorageChannelSetting;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;

/**
 * The frame both object-graph loaders share: a fresh storage directory per sample (untimed); storage start, root
 * and {@code storeRoot()} in the timed open; shutdown and, under {@code -Ddurability=disk}, forcing every storage
 * file in the timed close (the engine never forces its files itself); the proof read from a storage reopened by a
 * new manager. Subclasses give the root and store into it.
 */
abstract class MicroStreamTripLoader implements TripLoader {
    private final StorageDirectory directory;
    private final int channels;
    private final boolean tuned;
    private EmbeddedStorageManager storage;

    /** @param tuned whether the storage is set up for the bulk load ({@link MicroStreamTripStorages}) rather than with the defaults */
    MicroStreamTripLoader(LoaderContext context, boolean tuned) {
        this.directory = new StorageDirectory(context.storageDirectory(), context.durability(), MicroStreamTripStorages::isTransactionsLog);
        this.channels = StorageChannelSetting.count(context);
        this.tuned = tuned;
    }

    @Override
    public final Map<CellField, Object> reset() {
        directory.recreate();
        return Map.of();
    }

    @Override
    public final void open() {
        storage = MicroStreamTripStorages.start(directory.path(), channels, tuned);
        storage.setRoot(newRoot());
        storage.storeRoot();
    }

    @Override
    public final void close() {
        EmbeddedStorageManager closing = storage;
        storage = null;
        closing.shutdown();
        directory.makeDurable();
    }

    @Override
    public final StoredTrips inspect() throws VerificationException {
        long bytes = directory.sizeAfterWrite();
        EmbeddedStorageManager reader = reopen();
        try {
            return new StoredTrips(digest(reader.root()), bytes);
        } finally {
            reader.shutdown();
        }
    }

    @Override
    public final void release() {
        if (storage != null) {
            storage.shutdown();
            storage = null;
        }
    }

    /** Set up for the bulk load, the storage runs other code for every trip than with its defaults. */
    @Override
    public String implementation() {
        return getClass().getName() + (tuned ? " with " + TripBinaryHandler.class.getSimpleName() + " and the bulk-load configuration" : "")
                + " on " + channels + " channel(s)";
    }

    /** The running storage of the sample. */
    protected final EmbeddedStorageManager storage() {
        return storage;
    }

    /** The sample's storage directory. */
    protected final StorageDirectory directory() {
        return directory;
    }

    /**
     * Untimed: a new storage manager on what the last sample stored, set up as the sample's was, as the proof, a
     * read-back or single operations open it. The directory's size as the sample left it is taken first, so operations
     * on the store do not count in the sample's {@code diskBytes}.
     */
    protected final EmbeddedStorageManager reopen() {
        directory.sizeAfterWrite();
        return MicroStreamTripStorages.start(directory.path(), channels, tuned);
    }

    /** The root a sample starts with (the loader keeps it to store into). */
    protected abstract Object newRoot();

    /** The digest of the rows under a root read back by a new storage manager, checking their keys on the way. */
    protected abstract RowDigest digest(Object storedRoot) throws VerificationException;
}
