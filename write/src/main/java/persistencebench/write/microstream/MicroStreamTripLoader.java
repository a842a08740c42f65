package persistencebench.write.microstream;

import java.util.Map;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.LoaderContext;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;

/**
 * The frame both object-graph loaders share: a fresh storage directory per sample (untimed); storage start, root
 * and {@code storeRoot()} in the timed open; shutdown and, under {@code -Ddurability=disk}, forcing every storage
 * file in the timed close (the engine never forces its files itself); the proof read from a storage reopened by a
 * new manager. Subclasses give the root and store into it. Neither shape serves single operations ({@link #notServed}).
 */
abstract class MicroStreamTripLoader implements TripLoader, SingleOpsSource {
    private final StorageDirectory directory;
    private final int channels;
    private final boolean tuned;
    private EmbeddedStorageManager storage;

    /** @param tuned whether the storage is set up for the bulk load ({@link MicroStreamStorages}) rather than with the defaults */
    MicroStreamTripLoader(LoaderContext context, boolean tuned) {
        this.directory = new StorageDirectory(context.storageDirectory(), context.durability());
        this.channels = context.channels();
        this.tuned = tuned;
    }

    @Override
    public final Map<String, Object> reset() {
        directory.recreate();
        return Map.of();
    }

    @Override
    public final void open() {
        storage = MicroStreamStorages.start(directory.path(), channels, tuned);
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
        long bytes = directory.sizeBytes();
        EmbeddedStorageManager reader = MicroStreamStorages.start(directory.path(), channels, tuned);
        try {
            if (!(reader.root() instanceof Map<?, ?> root)) {
                throw new VerificationException("the storage's root is " + reader.root() + ", not the loader's map");
            }
            return new StoredTrips(digest(root), bytes);
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
        return getClass().getName() + (tuned ? " with " + TripBinaryHandler.class.getSimpleName() + " and the bulk-load configuration" : "");
    }

    /** The running storage of the sample. */
    protected final EmbeddedStorageManager storage() {
        return storage;
    }

    /** The root a sample starts with (the loader keeps it to store into). */
    protected abstract Object newRoot();

    /** The digest of the rows under a root read back by a new storage manager, checking their keys on the way. */
    protected abstract RowDigest digest(Map<?, ?> storedRoot) throws VerificationException;

    /**
     * Both shapes keep the trips in lists per day, as the study did, and store no trip id: there is no trip to find,
     * update or delete by id. A graph indexed by trip id would be a third shape, with a load of its own.
     */
    @Override
    public final String notServed() {
        return "not built in this benchmark yet: both stored graphs keep the trips in lists per day, as the study stored them,"
                + " without their trip ids; operations by id need a third graph indexed by trip id (MicroStream stores each changed"
                + " object with one store call), with a load of its own";
    }

    @Override
    public final TripOperations openOperations() {
        throw new UnsupportedOperationException(notServed());
    }
}
