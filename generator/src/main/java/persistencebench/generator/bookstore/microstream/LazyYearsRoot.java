package persistencebench.generator.bookstore.microstream;

import java.util.HashMap;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.ReferenceData;

/**
 * What both storage shapes' roots share: all reference data, loaded eagerly when the storage starts, and one
 * {@link Lazy} per year ({@code Map<Integer, Lazy<Y>>}), loaded on first access. The field layout is part of the
 * stored format (see {@code BookstoreGenerator.FORMAT_VERSION}).
 *
 * @param <Y> what a year holds in the shape
 */
public abstract class LazyYearsRoot<Y> {
    private ReferenceData referenceData;
    private Map<Integer, Lazy<Y>> purchasesByYear;

    protected LazyYearsRoot(ReferenceData referenceData) {
        this.referenceData = referenceData;
        this.purchasesByYear = new HashMap<>();
    }

    /** Every entity but purchases: countries, states, cities, addresses, customers, shops, employees, books, ... */
    public ReferenceData getReferenceData() {
        return referenceData;
    }

    /** The years that have purchases, ascending. */
    public SortedSet<Integer> getYears() {
        return new TreeSet<>(purchasesByYear.keySet());
    }

    /** The lazy reference of {@code year}, or {@code null} if the year has no purchases; e.g. to {@link Lazy#clear() unload} it. */
    public Lazy<Y> getLazyYearlyPurchases(int year) {
        return purchasesByYear.get(year);
    }

    /** Adds a year; the caller stores {@link #purchasesByYear()} afterwards. */
    Lazy<Y> addYear(int year, Y purchases) {
        Lazy<Y> lazy = Lazy.Reference(purchases);
        purchasesByYear.put(year, lazy);
        return lazy;
    }

    /** The map to store after {@link #addYear}: storing it stores the new lazy reference and its year. */
    Map<Integer, Lazy<Y>> purchasesByYear() {
        return purchasesByYear;
    }
}
