package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.DatasetContent;
import persistencebench.model.bookstore.Purchase;

/**
 * Reads back what a storage of either shape holds: starts it, digests the reference data and every year (loading each
 * year's per-shop lists, digesting their purchases in id order, then unloading them again) and shuts it down.
 */
final class StorageContents {

    private StorageContents() {
    }

    static DatasetContent paper(Path directory) {
        return read(directory, PaperBookstoreRoot.class, (root, year, digester) -> {
            Lazy<PaperYearlyPurchases> lazy = root.getLazyYearlyPurchases(year);
            PaperYearlyPurchases purchases = lazy.get();
            digest(purchases.shopLists(), digester);
            purchases.clearLists();
            lazy.clear();
        });
    }

    static DatasetContent tuned(Path directory) {
        return read(directory, TunedBookstoreRoot.class, (root, year, digester) -> {
            TunedYear purchases = root.getYear(year);
            digest(purchases.shopLists(), digester);
            purchases.clearLists();
        });
    }

    /** Digests the purchases of {@code year} in {@code root}. */
    @FunctionalInterface
    private interface YearDigest<R> {
        void digest(R root, int year, BookstoreDigester digester);
    }

    private static <R extends BookstoreRoot> DatasetContent read(Path directory, Class<R> rootType, YearDigest<R> digestYear) {
        try (EmbeddedStorageManager manager = MicroStreamStorages.open(directory, rootType)) {
            R root = rootType.cast(manager.root());
            BookstoreDigester digester = new BookstoreDigester();
            digester.update(root.getReferenceData());
            for (int year : root.getYears()) {
                digestYear.digest(root, year, digester);
            }
            return digester.content();
        }
    }

    private static void digest(Collection<Lazy<List<Purchase>>> lists, BookstoreDigester digester) {
        List<Purchase> all = new ArrayList<>();
        lists.forEach(list -> all.addAll(list.get()));
        all.sort(Comparator.comparingLong(Purchase::getId));
        digester.update(all);
    }
}
