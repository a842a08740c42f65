package persistencebench.model.bookstore.query;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A country of the dataset and the years in which its shops have purchases: the input from which
 * {@link QueryParameters#choose} draws the run's parameters.
 */
public record CountryYears(long countryId, String name, SortedSet<Integer> years) {

    public CountryYears {
        years = Collections.unmodifiableSortedSet(new TreeSet<>(years));
    }
}
