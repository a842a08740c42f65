package persistencebench.generator.bookstore.eclipsestore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.eclipse.serializer.reference.Lazy;
import org.eclipse.store.storage.embedded.types.EmbeddedStorage;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageManager;
import org.eclipse.store.storage.types.Storage;
import persistencebench.generator.bookstore.StorageChannels;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.YearlyPurchases;

/** Starts EclipseStore storage managers for the bookstore storage and counts what a storage holds. */
public final class EclipseStoreBookstoreStorage {

    private EclipseStoreBookstoreStorage() {
    }

    /** Starts a new, empty storage in {@code directory} with {@code channels} channels and {@code root} as root. */
    static EmbeddedStorageManager create(Path directory, int channels, EclipseStoreBookstoreRoot root) {
        return EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                        .setStorageFileProvider(Storage.FileProvider(directory))
                        .setChannelCountProvider(Storage.ChannelCountProvider(channels)))
                .start(root);
    }

    /**
     * Opens the existing storage in {@code directory} (with the channel count it was written with). Reference data
     * is loaded now; each year's purchases on first access. Close the manager when done.
     *
     * @throws IllegalArgumentException if the directory holds no bookstore storage
     */
    public static EmbeddedStorageManager open(Path directory) {
        int channels = StorageChannels.countIn(directory);
        EmbeddedStorageManager manager = EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                        .setStorageFileProvider(Storage.FileProvider(directory))
                        .setChannelCountProvider(Storage.ChannelCountProvider(channels)))
                .start();
        if (!(manager.root() instanceof EclipseStoreBookstoreRoot)) {
            Object found = manager.root();
            manager.shutdown();
            throw new IllegalArgumentException("the EclipseStore storage at " + directory + " has no bookstore root (found "
                    + (found == null ? "none" : found.getClass().getName()) + "); delete it to regenerate");
        }
        return manager;
    }

    /** The bookstore root of a manager from {@link #open}. */
    public static EclipseStoreBookstoreRoot root(EmbeddedStorageManager manager) {
        return (EclipseStoreBookstoreRoot) manager.root();
    }

    /**
     * Opens the storage, counts every entity type (loading and unloading each year in turn) and closes it again.
     *
     * @return counts keyed by {@link BookstoreEntityType#key()}
     */
    public static Map<String, Long> countEntities(Path directory) {
        if (!Files.isDirectory(directory)) {
            throw new IllegalArgumentException("no EclipseStore storage at " + directory);
        }
        try (EmbeddedStorageManager manager = open(directory)) {
            EclipseStoreBookstoreRoot root = root(manager);
            Map<String, Long> counts = root.getReferenceData().counts();
            long purchases = 0;
            long items = 0;
            for (int year : root.getYears()) {
                Lazy<YearlyPurchases> lazy = root.getLazyYearlyPurchases(year);
                YearlyPurchases purchasesOfYear = lazy.get();
                purchases += purchasesOfYear.size();
                items += purchasesOfYear.itemCount();
                lazy.clear();
            }
            counts.put(BookstoreEntityType.PURCHASE.key(), purchases);
            counts.put(BookstoreEntityType.PURCHASE_ITEM.key(), items);
            return counts;
        }
    }
}
