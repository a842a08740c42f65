package persistencebench.read;

import persistencebench.model.bookstore.query.BookstoreQueryService;

/**
 * A registered backend.
 *
 * @param usesDatabase whether it queries PostgreSQL (restarted before its cold samples, statements recorded)
 */
public record Backend(String name, boolean usesDatabase, Factory factory) {

    /** Creates an unopened query service for a variant. */
    @FunctionalInterface
    public interface Factory {
        BookstoreQueryService create(Variant variant, DatasetTarget target);
    }
}
