package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Writes the tuned shape ({@link TunedBookstoreRoot}): per year one lazy {@link YearlyPurchases}, cleared once stored. */
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
        Lazy<YearlyPurchases> lazy = root.addYear(purchases.getYear(), purchases);
        store(root.purchasesByYear());
        lazy.clear();
    }
}
