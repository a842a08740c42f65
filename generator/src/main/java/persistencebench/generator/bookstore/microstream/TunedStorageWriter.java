package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Writes the tuned shape ({@link TunedBookstoreRoot}): per year a {@link TunedYear} of per-shop lazy lists, cleared once stored. */
final class TunedStorageWriter extends ManagedStorageWriter {
    private TunedBookstoreRoot root;

    TunedStorageWriter(Path target, int channels) {
        super(target, channels);
    }

    @Override
    Object newRoot(ReferenceData referenceData) {
        root = new TunedBookstoreRoot(referenceData);
        return root;
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        TunedYear year = new TunedYear(purchases.getPurchases());
        root.addYear(purchases.getYear(), year);
        store(root.yearMap());
        year.clearLists();
    }
}
