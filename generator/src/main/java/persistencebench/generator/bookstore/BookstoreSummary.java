package persistencebench.generator.bookstore;

import java.util.List;
import java.util.Map;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.CountryYears;

/**
 * What identifies a generated bookstore and what a read run needs to know about it without asking a store: size,
 * seed, the generator's format version, the content (per-type counts and digests, {@link DatasetContent}) and, per
 * country, the years in which its shops sold to foreigners (the input of the query parameters). Every store's
 * manifest records it, so stores built at different times can be checked against each other.
 */
public record BookstoreSummary(BookstoreSize size, long seed, int formatVersion, DatasetContent content, List<CountryYears> countryYears) {

    public BookstoreSummary {
        countryYears = List.copyOf(countryYears);
    }

    /** Row counts keyed by {@link persistencebench.model.bookstore.BookstoreEntityType#key()}. */
    public Map<String, Long> counts() {
        return content.counts();
    }

    /** One digest over the whole content. */
    public String digest() {
        return content.digest();
    }

    /** Total number of entities of all types. */
    public long totalEntities() {
        return content.totalRows();
    }
}
