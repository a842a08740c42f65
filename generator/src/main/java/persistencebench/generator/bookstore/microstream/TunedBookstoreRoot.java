package persistencebench.generator.bookstore.microstream;

import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Root of the tuned storage shape: the reference data and one {@link Lazy} per year holding the year's purchases with
 * plain id-keyed indexes by shop, employee and customer ({@link YearlyPurchases}), loaded as one unit. The class name
 * and field layout are part of the stored format (see {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public class TunedBookstoreRoot extends LazyYearsRoot<YearlyPurchases> {

    public TunedBookstoreRoot(ReferenceData referenceData) {
        super(referenceData);
    }

    /** The purchases of {@code year}, loading them if needed; {@code null} if the year has none. */
    public YearlyPurchases getYearlyPurchases(int year) {
        return Lazy.get(getLazyYearlyPurchases(year));
    }
}
