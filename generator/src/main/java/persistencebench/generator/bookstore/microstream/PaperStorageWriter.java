package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Writes the study's shape ({@link PaperBookstoreRoot}): per year one lazy {@link PaperYearlyPurchases} whose index
 * entries are lazy lists; every list and the year are cleared once stored. Each purchase is stored once, however many
 * lists refer to it.
 */
final class PaperStorageWriter extends ManagedStorageWriter {
    private PaperBookstoreRoot root;

    PaperStorageWriter(Path target, int channels) {
        super(target, channels);
    }

    @Override
    Object newRoot(ReferenceData referenceData) {
        root = new PaperBookstoreRoot(referenceData);
        return root;
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        PaperYearlyPurchases year = new PaperYearlyPurchases(purchases.getPurchases());
        Lazy<PaperYearlyPurchases> lazy = root.addYear(purchases.getYear(), year);
        store(root.purchasesByYear());
        year.clearLists();
        lazy.clear();
    }
}
