package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One store a bookstore dataset is kept in (an object-graph storage of one shape, or a database with one index set):
 * where it lives, whether it is complete, how to write it and mark it complete, how to read back what it holds, its
 * size on disk, and how a user has it rebuilt. The dataset cache and the verification iterate the stores as a list;
 * none of them is special.
 */
public interface DatasetStore {

    /** Short name, e.g. {@code microstream-paper} (also the storage's directory name) or {@code database-tuned}. */
    String name();

    /** Where the store lives, for messages, e.g. a directory or {@code database bookstore_small_s20_tuned on ...}. */
    String location();

    /** The database on the run's server that holds this store; empty for a store that is not a database. */
    default Optional<String> database() {
        return Optional.empty();
    }

    /**
     * Whether the heap the store's writer needs grows with the content until it finishes, so that the dataset cache
     * builds it in a generation pass of its own: an object-graph storage keeps management data for every object it
     * stored (its entity cache), even where the objects themselves are released. The other stores (the databases, whose
     * in-process engines' caches are bounded) share one pass.
     */
    default boolean writerHeapGrowsWithContent() {
        return false;
    }

    /** The directory whose files are this store; empty for a store that is not a storage directory. */
    default Optional<Path> storageDirectory() {
        return Optional.empty();
    }

    /**
     * Where the seal of the store's last successful read-back is kept ({@link StoreSeal}), so that a check of unchanged
     * files need not read it back again; empty for a store whose bytes are not files of its own (a database).
     */
    default Optional<Path> sealFile() {
        return Optional.empty();
    }

    /**
     * What the store's completeness marker records, or empty when the store is missing, incomplete or of an older
     * format; {@code whyNot} then receives the reason.
     *
     * @throws DamagedStoreException when the store's engine cannot read its files
     */
    Optional<StoreManifest> manifest(Consumer<String> whyNot);

    /**
     * A sink that writes the whole store from scratch, all but its completeness marker ({@link #markComplete}); closing
     * it before {@link BookstoreSink#finish} discards what it wrote.
     */
    BookstoreSink writer();

    /**
     * Writes the completeness marker of a store its {@link #writer()} finished, so that {@link #manifest} returns
     * {@code manifest} from now on; a store whose writing ended without it is rebuilt by the next run.
     */
    void markComplete(StoreManifest manifest);

    /** Removes the store and whatever an interrupted run left of it. */
    void discard();

    /** What the store really holds, read back row by row (untimed; loads every year of purchases once). */
    DatasetContent readBack();

    /**
     * The bytes the store takes on disk now: a storage directory's files summed, a database's size as its engine counts
     * it ({@link persistencebench.harness.db.DatabaseServer#databaseBytes}). Untimed: read outside every sample.
     */
    long bytesOnDisk();

    /** One instruction for a user whose store is wrong, e.g. {@code delete data/bookstore/... and rerun}. */
    String rebuildHint();
}
