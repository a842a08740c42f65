package persistencebench.generator.bookstore.microstream;

import java.util.SortedSet;
import persistencebench.model.bookstore.ReferenceData;

/**
 * What both storage shapes' roots share: all reference data (every entity but purchases), loaded eagerly when the
 * storage starts, and a way to name the years that have purchases. How purchases are kept is the shape's. The class
 * names and field layouts of the roots are part of the stored format (see {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public abstract class BookstoreRoot {
    private ReferenceData referenceData;

    protected BookstoreRoot(ReferenceData referenceData) {
        this.referenceData = referenceData;
    }

    /** Countries, states, cities, addresses, customers, shops, employees, books, ..., each an id-ordered list. */
    public ReferenceData getReferenceData() {
        return referenceData;
    }

    /** The years that have purchases, ascending. */
    public abstract SortedSet<Integer> getYears();
}
