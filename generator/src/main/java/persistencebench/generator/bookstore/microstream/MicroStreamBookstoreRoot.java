package persistencebench.generator.bookstore.microstream;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Root of the MicroStream bookstore storage, shaped as in the white paper: all reference data is loaded eagerly
 * when the storage starts; purchases sit behind one {@link Lazy} per year ({@code Map<Integer, Lazy<YearlyPurchases>>})
 * and are loaded on first access.
 * <p>
 * The class name and field layout are part of the stored format: renaming or changing them makes existing
 * storages unreadable (bump {@code BookstoreGenerator.FORMAT_VERSION} if you must).
 */
public class MicroStreamBookstoreRoot {
    private ReferenceData referenceData;
    private Map<Integer, Lazy<YearlyPurchases>> purchasesByYear;

    public MicroStreamBookstoreRoot(ReferenceData referenceData) {
        this.referenceData = referenceData;
        this.purchasesByYear = new HashMap<>();
    }

    /** Every entity but purchases: countries, states, cities, addresses, customers, shops, employees, books, ... */
    public ReferenceData getReferenceData() {
        return referenceData;
    }

    public List<Country> getCountries() {
        return referenceData.getCountries();
    }

    public List<Shop> getShops() {
        return referenceData.getShops();
    }

    public List<Customer> getCustomers() {
        return referenceData.getCustomers();
    }

    public List<Book> getBooks() {
        return referenceData.getBooks();
    }

    /** The years that have purchases, ascending. */
    public SortedSet<Integer> getYears() {
        return new TreeSet<>(purchasesByYear.keySet());
    }

    /** The purchases of {@code year}, loading them if needed; {@code null} if the year has none. */
    public YearlyPurchases getYearlyPurchases(int year) {
        return Lazy.get(purchasesByYear.get(year));
    }

    /**
     * The lazy reference of {@code year} ({@code null} if the year has none), e.g. to {@link Lazy#clear() unload}
     * it for a cold run or to check {@link Lazy#isLoaded()}.
     */
    public Lazy<YearlyPurchases> getLazyYearlyPurchases(int year) {
        return purchasesByYear.get(year);
    }

    /** Adds a year; the caller stores {@link #purchasesByYear()} afterwards. */
    Lazy<YearlyPurchases> addYear(YearlyPurchases purchases) {
        Lazy<YearlyPurchases> lazy = Lazy.Reference(purchases);
        purchasesByYear.put(purchases.getYear(), lazy);
        return lazy;
    }

    /** The map to store after {@link #addYear}: storing it stores the new lazy reference and its year. */
    Map<Integer, Lazy<YearlyPurchases>> purchasesByYear() {
        return purchasesByYear;
    }
}
