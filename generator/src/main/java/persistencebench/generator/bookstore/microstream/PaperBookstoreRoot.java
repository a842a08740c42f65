package persistencebench.generator.bookstore.microstream;

import persistencebench.model.bookstore.ReferenceData;

/**
 * Root of the study's storage shape: the reference data and per year a lazy {@link PaperYearlyPurchases}, whose index
 * entries are lazy lists in turn (nested {@code Lazy}). Customers stay an id-ordered list (the study kept a
 * {@code HashMap} by customer id and paged its unordered parallel stream, so its pages were not stable). The class
 * name and field layout are part of the stored format (see {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public class PaperBookstoreRoot extends LazyYearsRoot<PaperYearlyPurchases> {

    public PaperBookstoreRoot(ReferenceData referenceData) {
        super(referenceData);
    }
}
