package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * A bookstore dataset that exists, complete, in every store: the object-graph storages under
 * {@code <dataDir>/bookstore/<size>-s<seed>/<store>/} (each with its {@code <store>.manifest.properties}) and the
 * databases {@code bookstore_<size>_s<seed>_paper} and {@code _tuned} (a negative seed is written {@code m<abs>} in
 * database names). Obtain it with {@link #ensure}.
 */
public final class BookstoreDataset {
    private final BookstoreSummary summary;
    private final Path directory;
    private final List<DatasetStore> stores;
    private final Map<String, StoreBuild> builds;
    private final Set<String> rebuilt;
    private final Map<String, String> damaged;

    /**
     * @param stores  the stores that hold the dataset
     * @param builds  how each of {@code stores} was built, by store name
     * @param damaged the stores left out of {@code stores} because their engine cannot read them, each with its line
     */
    BookstoreDataset(BookstoreSummary summary, Path directory, List<DatasetStore> stores, Map<String, StoreBuild> builds,
                     Set<String> rebuilt, Map<String, String> damaged) {
        this.summary = summary;
        this.directory = directory;
        this.stores = List.copyOf(stores);
        Map<String, StoreBuild> inOrder = new LinkedHashMap<>();
        stores.forEach(store -> inOrder.put(store.name(), Objects.requireNonNull(builds.get(store.name()),
                () -> "no build of the store " + store.name())));
        this.builds = Collections.unmodifiableMap(inOrder);
        this.rebuilt = Set.copyOf(rebuilt);
        this.damaged = Collections.unmodifiableMap(new LinkedHashMap<>(damaged));
    }

    /**
     * Returns the dataset for {@code size} and {@code seed}, generating only the stores that are missing or
     * incomplete (partial leftovers of an interrupted run are detected, removed and rebuilt, never used).
     * Generation is deterministic, so a store rebuilt later holds exactly what the kept stores hold; the content
     * in every store's manifest proves it.
     *
     * @param dataDir the cache root, e.g. {@code data}
     * @param log     receives progress, the entity counts and the time each store took
     */
    public static BookstoreDataset ensure(BookstoreSize size, long seed, Path dataDir, DatabaseServer server, Consumer<String> log) {
        return ensure(size, seed, dataDir, List.of(server), log);
    }

    /** As {@link #ensure(BookstoreSize, long, Path, DatabaseServer, Consumer)}, with both databases on every server. */
    public static BookstoreDataset ensure(BookstoreSize size, long seed, Path dataDir, Collection<DatabaseServer> servers,
                                          Consumer<String> log) {
        return new BookstoreDatasetCache(dataDir, servers, log).ensure(size, seed);
    }

    /** {@code <dataDir>/bookstore/<size>-s<seed>}. */
    public static Path directory(Path dataDir, BookstoreSize size, long seed) {
        return dataDir.resolve("bookstore").resolve(size.label() + "-s" + seed);
    }

    /**
     * {@code bookstore_<size>_s<seed>}, with {@code m<abs>} for a negative seed (database names allow no '-'): the
     * prefix of the dataset's database names (before format 3, the name of its one database).
     */
    public static String databasePrefix(BookstoreSize size, long seed) {
        String seedText = seed < 0 ? "m" + Long.toString(seed).substring(1) : Long.toString(seed);
        return "bookstore_" + size.label() + "_s" + seedText;
    }

    public BookstoreSize size() {
        return summary.size();
    }

    public long seed() {
        return summary.seed();
    }

    /** The dataset directory; each object-graph store is the sub-directory named after the store. */
    public Path directory() {
        return directory;
    }

    /** Every store that holds the dataset, in build order: all but the {@link #damaged()} ones. */
    public List<DatasetStore> stores() {
        return stores;
    }

    /** The store named {@code name}. */
    public DatasetStore store(String name) {
        return stores.stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the bookstore dataset has no store \"" + name + "\"; it has "
                        + stores.stream().map(DatasetStore::name).toList()));
    }

    /** The databases of the dataset on the run's servers, by store name. */
    public Map<String, String> databases() {
        Map<String, String> databases = new LinkedHashMap<>();
        stores.forEach(store -> store.database().ifPresent(database -> databases.put(store.name(), database)));
        return databases;
    }

    /** Entity counts keyed by {@link persistencebench.model.bookstore.BookstoreEntityType#key()}. */
    public Map<String, Long> counts() {
        return summary.counts();
    }

    /** One SHA-256 over the per-type digests of every entity's id and values ({@link BookstoreDigester}). */
    public String digest() {
        return summary.digest();
    }

    public BookstoreSummary summary() {
        return summary;
    }

    /**
     * How each store was built, by store name in build order: measured by this {@link #ensure} call for the stores it
     * rebuilt ({@link #rebuilt()}), read from their completeness markers for the others.
     */
    public Map<String, StoreBuild> builds() {
        return builds;
    }

    /** The names of the stores this {@link #ensure} call had to (re)build; empty when everything came from the cache. */
    public Set<String> rebuilt() {
        return rebuilt;
    }

    /**
     * The stores whose engine cannot read them ({@link DamagedStoreException}), each with its one line, in build order:
     * neither reused nor rebuilt, and not among {@link #stores()}.
     */
    public Map<String, String> damaged() {
        return damaged;
    }
}
