package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import persistencebench.harness.db.PostgresServer;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * A bookstore dataset that exists, complete, in every store: the MicroStream and EclipseStore storages under
 * {@code <dataDir>/bookstore/<size>-s<seed>/} and the PostgreSQL database {@code bookstore_<size>_s<seed>}
 * (a negative seed is written {@code m<abs>} in the database name). Obtain it with {@link #ensure}.
 */
public final class BookstoreDataset {
    private final BookstoreSummary summary;
    private final Path directory;
    private final String databaseName;
    private final Set<BookstoreStore> rebuilt;

    BookstoreDataset(BookstoreSummary summary, Path directory, String databaseName, Set<BookstoreStore> rebuilt) {
        this.summary = summary;
        this.directory = directory;
        this.databaseName = databaseName;
        this.rebuilt = rebuilt.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(rebuilt));
    }

    /**
     * Returns the dataset for {@code size} and {@code seed}, generating only the stores that are missing or
     * incomplete (partial leftovers of an interrupted run are detected, removed and rebuilt, never used).
     * Generation is deterministic, so a store rebuilt later holds exactly what the kept stores hold; the content
     * digest in every store's manifest proves it.
     *
     * @param dataDir the cache root, e.g. {@code data}
     * @param log     receives progress, the entity counts and the time each store took
     */
    public static BookstoreDataset ensure(BookstoreSize size, long seed, Path dataDir, PostgresServer postgres,
                                          Consumer<String> log) {
        return new BookstoreDatasetCache(dataDir, postgres, log).ensure(size, seed);
    }

    /** {@code <dataDir>/bookstore/<size>-s<seed>}. */
    public static Path directory(Path dataDir, BookstoreSize size, long seed) {
        return dataDir.resolve("bookstore").resolve(size.label() + "-s" + seed);
    }

    /** {@code bookstore_<size>_s<seed>}, with {@code m<abs>} for a negative seed (database names allow no '-'). */
    public static String databaseName(BookstoreSize size, long seed) {
        String seedText = seed < 0 ? "m" + Long.toString(seed).substring(1) : Long.toString(seed);
        return "bookstore_" + size.label() + "_s" + seedText;
    }

    public BookstoreSize size() {
        return summary.size();
    }

    public long seed() {
        return summary.seed();
    }

    /** The dataset directory holding both storages and {@code manifest.properties}. */
    public Path directory() {
        return directory;
    }

    /** Open with {@code MicroStreamBookstoreStorage.open(path)}. */
    public Path microStreamStorage() {
        return directory.resolve("microstream");
    }

    /** Open with {@code EclipseStoreBookstoreStorage.open(path)}. */
    public Path eclipseStoreStorage() {
        return directory.resolve("eclipsestore");
    }

    /** The PostgreSQL database holding the dataset; connect with {@code postgres.dataSource(databaseName())}. */
    public String databaseName() {
        return databaseName;
    }

    /** Entity counts keyed by {@link persistencebench.model.bookstore.BookstoreEntityType#key()}. */
    public Map<String, Long> counts() {
        return summary.counts();
    }

    /** SHA-256 over every entity's id and values ({@link BookstoreDigester}). */
    public String digest() {
        return summary.digest();
    }

    public BookstoreSummary summary() {
        return summary;
    }

    /** The stores this {@link #ensure} call had to (re)build; empty when everything came from the cache. */
    public Set<BookstoreStore> rebuilt() {
        return rebuilt;
    }
}
