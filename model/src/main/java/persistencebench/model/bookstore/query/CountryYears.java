package persistencebench.model.bookstore.query;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A country of the dataset and the years in which its shops sold to foreigners (customers from another city of the
 * country): the input from which {@link QueryParameters#choose} draws the run's parameters. The generator records
 * it in the dataset manifest, so choosing parameters never queries a store.
 */
public record CountryYears(long countryId, String name, SortedSet<Integer> years) {

    public CountryYears {
        years = Collections.unmodifiableSortedSet(new TreeSet<>(years));
    }
}
