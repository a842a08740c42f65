package persistencebench.generator.bookstore;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * What identifies a generated bookstore: size, seed, the generator's format version, the entity counts (keyed by
 * {@link persistencebench.model.bookstore.BookstoreEntityType#key()}) and the content digest
 * ({@link BookstoreDigester}). Every store's manifest records it, so stores built at different times can be
 * checked against each other.
 */
public record BookstoreSummary(BookstoreSize size, long seed, int formatVersion, Map<String, Long> counts, String digest) {

    public BookstoreSummary {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /** Total number of entities of all types. */
    public long totalEntities() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }
}
