package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.DatasetContent;
import persistencebench.model.bookstore.Purchase;

/**
 * Reads back what a storage of either shape holds: starts it, digests the reference data and every year (loading each
 * year, and each of the study shape's by-shop lists, then unloading them again) and shuts it down.
 */
final class StorageContents {

    private StorageContents() {
    }

    static DatasetContent tuned(Path directory) {
        return read(directory, TunedBookstoreRoot.class, (year, digester) -> digester.update(year));
    }

    static DatasetContent paper(Path directory) {
        return read(directory, PaperBookstoreRoot.class, (year, digester) -> {
            List<Purchase> all = new ArrayList<>();
            year.getPurchasesByShopId().values().forEach(list -> all.addAll(list.get()));
            all.sort(Comparator.comparingLong(Purchase::getId));
            digester.update(all);
            year.clearLists();
        });
    }

    private static <Y, R extends LazyYearsRoot<Y>> DatasetContent read(Path directory, Class<R> rootType, BiConsumer<Y, BookstoreDigester> digestYear) {
        try (EmbeddedStorageManager manager = MicroStreamStorages.open(directory, rootType)) {
            R root = rootType.cast(manager.root());
            BookstoreDigester digester = new BookstoreDigester();
            digester.update(root.getReferenceData());
            for (int year : root.getYears()) {
                Lazy<Y> lazy = root.getLazyYearlyPurchases(year);
                digestYear.accept(lazy.get(), digester);
                lazy.clear();
            }
            return digester.content();
        }
    }
}
