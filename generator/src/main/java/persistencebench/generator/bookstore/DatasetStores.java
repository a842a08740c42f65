package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import persistencebench.harness.db.DatabaseServer;

/**
 * Every store a dataset is kept in, in the order they are built and checked: the families on the class path
 * ({@link DatasetStoreFamily}) by their order, so both engines' two storages, then on each database server the two
 * databases (the study's index set and the tuned one).
 */
final class DatasetStores {

    private DatasetStores() {
    }

    /** See {@link DatasetStoreFamily#stores} for the parameters. */
    static List<DatasetStore> of(Path directory, String databasePrefix, Collection<DatabaseServer> servers, int channels) {
        List<DatasetStoreFamily> families = new ArrayList<>();
        ServiceLoader.load(DatasetStoreFamily.class, DatasetStoreFamily.class.getClassLoader()).forEach(families::add);
        if (families.isEmpty()) {
            throw new IllegalStateException("no DatasetStoreFamily is registered: META-INF/services/ lists none on the class path");
        }
        families.sort(Comparator.comparingInt(DatasetStoreFamily::order));
        List<DatasetStore> stores = new ArrayList<>();
        families.forEach(family -> stores.addAll(family.stores(directory, databasePrefix, servers, channels)));
        return List.copyOf(stores);
    }
}
