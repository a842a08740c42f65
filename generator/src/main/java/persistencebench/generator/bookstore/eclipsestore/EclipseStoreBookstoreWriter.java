package persistencebench.generator.bookstore.eclipsestore;

import java.nio.file.Path;
import org.eclipse.serializer.reference.Lazy;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetFiles;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Writes the bookstore into a new EclipseStore storage, in batches: one commit for the root with all reference data,
 * then one commit per year (the year's lazy reference and all its purchases). A medium year is a few MB, a huge
 * one some hundred MB, far below the 2 GiB per-channel commit limit. After a year is stored its lazy reference is
 * cleared so memory stays bounded.
 * <p>
 * The storage is written into {@code <target>.tmp} and renamed to {@code target} only in {@link #finish}; closing
 * an unfinished writer deletes the temporary directory.
 */
public final class EclipseStoreBookstoreWriter implements BookstoreSink {
    private final Path target;
    private final Path temporary;
    private final int channels;
    private EmbeddedStorageManager manager;
    private EclipseStoreBookstoreRoot root;
    private boolean finished;

    public EclipseStoreBookstoreWriter(Path target, int channels) {
        this.target = target;
        this.temporary = DatasetFiles.temporaryFor(target);
        this.channels = channels;
    }

    @Override
    public void begin(ReferenceData referenceData) {
        Directories.delete(temporary);
        root = new EclipseStoreBookstoreRoot(referenceData);
        manager = EclipseStoreBookstoreStorage.create(temporary, channels, root);
        manager.storeRoot();
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        Lazy<YearlyPurchases> lazy = root.addYear(purchases);
        manager.store(root.purchasesByYear());
        lazy.clear();
    }

    @Override
    public void finish(BookstoreSummary summary) {
        manager.shutdown();
        manager = null;
        DatasetFiles.publish(temporary, target);
        finished = true;
    }

    @Override
    public void close() {
        if (manager != null) {
            manager.shutdown();
            manager = null;
        }
        if (!finished) {
            Directories.delete(temporary);
        }
    }
}
