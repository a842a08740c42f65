package persistencebench.generator.bookstore.microstream;

import java.util.HashMap;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import persistencebench.model.bookstore.ReferenceData;

/**
 * Root of the tuned storage shape: the reference data and, per year, a {@link TunedYear} of per-shop lazy lists. The
 * years and their small maps of lazy references load with the root; purchases load per shop and year, when a query
 * touches them. The class name and field layout are part of the stored format (see
 * {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public class TunedBookstoreRoot extends BookstoreRoot {
    private Map<Integer, TunedYear> years;

    public TunedBookstoreRoot(ReferenceData referenceData) {
        super(referenceData);
        this.years = new HashMap<>();
    }

    @Override
    public SortedSet<Integer> getYears() {
        return new TreeSet<>(years.keySet());
    }

    /** The purchases of {@code year} by shop, or {@code null} if the year has none. */
    public TunedYear getYear(int year) {
        return years.get(year);
    }

    /** Adds a year; the caller stores {@link #yearMap()} afterwards. */
    void addYear(int year, TunedYear purchases) {
        years.put(year, purchases);
    }

    /** The map to store after {@link #addYear}: storing it stores the new year with its lists. */
    Map<Integer, TunedYear> yearMap() {
        return years;
    }
}
