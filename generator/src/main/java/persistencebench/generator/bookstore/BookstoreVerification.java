package persistencebench.generator.bookstore;

import java.util.EnumMap;
import java.util.Map;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreStorage;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreStorage;
import persistencebench.generator.bookstore.postgres.PostgresBookstoreDatabase;
import persistencebench.harness.db.PostgresServer;

/**
 * Counts what each store of a dataset actually holds, by reopening the storages (loading every year) and by
 * {@code SELECT count(*)} per table, so tests and the read benchmark can prove the stores match each other and
 * {@link BookstoreDataset#counts()}.
 */
public final class BookstoreVerification {

    private BookstoreVerification() {
    }

    /** Entity counts per store, each keyed by {@link persistencebench.model.bookstore.BookstoreEntityType#key()}. */
    public static Map<BookstoreStore, Map<String, Long>> countEntities(BookstoreDataset dataset, PostgresServer postgres) {
        Map<BookstoreStore, Map<String, Long>> counts = new EnumMap<>(BookstoreStore.class);
        counts.put(BookstoreStore.MICROSTREAM, MicroStreamBookstoreStorage.countEntities(dataset.microStreamStorage()));
        counts.put(BookstoreStore.ECLIPSESTORE, EclipseStoreBookstoreStorage.countEntities(dataset.eclipseStoreStorage()));
        counts.put(BookstoreStore.POSTGRESQL, PostgresBookstoreDatabase.countEntities(postgres.dataSource(dataset.databaseName())));
        return counts;
    }

    /**
     * Checks that every store holds exactly the dataset's counts.
     *
     * @throws IllegalStateException naming the store and the differing counts
     */
    public static void requireCompleteStores(BookstoreDataset dataset, PostgresServer postgres) {
        countEntities(dataset, postgres).forEach((store, counts) -> {
            if (!counts.equals(dataset.counts())) {
                throw new IllegalStateException("the " + store + " store of " + dataset.directory() + " holds " + counts
                        + ", expected " + dataset.counts() + "; delete it to have it rebuilt");
            }
        });
    }
}
