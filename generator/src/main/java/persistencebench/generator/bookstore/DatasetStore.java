package persistencebench.generator.bookstore;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * One store a bookstore dataset is kept in (an object-graph storage of one shape, or a database): where it lives,
 * whether it is complete, how to write it, how to read back what it holds, and how a user has it rebuilt. The
 * dataset cache and the verification iterate the stores as a list; none of them is special.
 */
public interface DatasetStore {

    /** Short name, also the store's directory name under the dataset directory, e.g. {@code microstream-paper}. */
    String name();

    /** Where the store lives, for messages, e.g. a directory or {@code database bookstore_small_s20 on ...}. */
    String location();

    /**
     * The summary recorded by the store's completeness marker, or empty when the store is missing, incomplete or of
     * an older format; {@code whyNot} then receives the reason.
     */
    Optional<BookstoreSummary> manifest(Consumer<String> whyNot);

    /**
     * A sink that writes the whole store from scratch, its completeness marker last; closing it before
     * {@link BookstoreSink#finish} discards what it wrote.
     */
    BookstoreSink writer();

    /** Removes the store and whatever an interrupted run left of it. */
    void discard();

    /** What the store really holds, read back row by row (untimed; loads every year of purchases once). */
    DatasetContent readBack();

    /** One instruction for a user whose store is wrong, e.g. {@code delete data/bookstore/... and rerun}. */
    String rebuildHint();
}
