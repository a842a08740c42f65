package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.StorageWriter;
import persistencebench.model.bookstore.ReferenceData;

/**
 * A storage writer holding one storage manager: one commit for the root with all reference data, then one commit per
 * year (see the shape's subclass), and before the storage is published a full garbage collection and file check, so
 * the published files hold no superseded records and nothing is left for housekeeping to rewrite while it is read. A
 * medium year is a few MB, a huge one some hundred MB, far below the 2 GiB per-channel commit limit.
 */
abstract class ManagedStorageWriter extends StorageWriter {
    private final int channels;
    private EmbeddedStorageManager manager;

    ManagedStorageWriter(Path target, int channels) {
        super(target);
        this.channels = channels;
    }

    /** The shape's root holding {@code referenceData}. */
    abstract Object newRoot(ReferenceData referenceData);

    @Override
    protected final void start(Path directory, ReferenceData referenceData) {
        manager = MicroStreamStorages.create(directory, channels, newRoot(referenceData));
        manager.storeRoot();
    }

    /** Stores {@code instance} and every new object it reaches, in one commit. */
    final void store(Object instance) {
        manager.store(instance);
    }

    @Override
    protected final void compact() {
        manager.issueFullGarbageCollection();
        manager.issueFullFileCheck();
    }

    @Override
    protected final void shutdown() {
        if (manager != null) {
            manager.shutdown();
            manager = null;
        }
    }
}
