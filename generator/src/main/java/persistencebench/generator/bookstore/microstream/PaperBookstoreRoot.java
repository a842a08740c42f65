package persistencebench.generator.bookstore.microstream;

import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.ReferenceData;

/**
 * Root of the study's storage shape (its {@code Data}): the reference data, the study's book indexes
 * ({@link PaperBooks}) and its customers by id ({@link PaperCustomers}), both loaded at start-up as the study's were,
 * and per year a lazy {@link PaperYearlyPurchases} in a {@link ConcurrentHashMap}, as the study's {@code Purchases}
 * held them. Pages read the reference data's id-ordered customer list (the study paged its customer map's unordered
 * parallel stream, so its pages were not stable). The class name and field layout are part of the stored format (see
 * {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public class PaperBookstoreRoot extends BookstoreRoot {
    private PaperBooks books;
    private PaperCustomers customers;
    private ConcurrentHashMap<Integer, Lazy<PaperYearlyPurchases>> purchases;

    public PaperBookstoreRoot(ReferenceData referenceData) {
        super(referenceData);
        this.books = new PaperBooks(referenceData.getBooks());
        this.customers = new PaperCustomers(referenceData.getCustomers());
        this.purchases = new ConcurrentHashMap<>();
    }

    /** The study's book indexes. */
    public PaperBooks getBooks() {
        return books;
    }

    /** The study's customers by id. */
    public PaperCustomers getCustomers() {
        return customers;
    }

    @Override
    public SortedSet<Integer> getYears() {
        return new TreeSet<>(purchases.keySet());
    }

    /** The lazy reference of {@code year}, or {@code null} if the year has no purchases. */
    public Lazy<PaperYearlyPurchases> getLazyYearlyPurchases(int year) {
        return purchases.get(year);
    }

    /** Adds a year; the caller stores {@link #purchasesByYear()} afterwards. */
    Lazy<PaperYearlyPurchases> addYear(int year, PaperYearlyPurchases yearly) {
        Lazy<PaperYearlyPurchases> lazy = Lazy.Reference(yearly);
        purchases.put(year, lazy);
        return lazy;
    }

    /** The map to store after {@link #addYear}: storing it stores the new lazy reference and its year. */
    ConcurrentHashMap<Integer, Lazy<PaperYearlyPurchases>> purchasesByYear() {
        return purchases;
    }
}
