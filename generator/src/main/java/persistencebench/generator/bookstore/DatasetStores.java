package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreStores;
import persistencebench.generator.bookstore.microstream.MicroStreamStores;
import persistencebench.generator.bookstore.database.DatabaseStore;
import persistencebench.harness.db.DatabaseServer;

/**
 * Every store a dataset is kept in, in the order they are built and checked: both engines' two storages, then on each
 * database server the two databases (the study's index set and the tuned one).
 */
final class DatasetStores {

    private DatasetStores() {
    }

    /**
     * @param directory      the dataset directory holding the storages
     * @param databasePrefix the name prefix of the dataset's databases on each server
     * @param servers        the run's database servers, each holding both databases
     * @param channels       storage channels of newly written storages
     */
    static List<DatasetStore> of(Path directory, String databasePrefix, Collection<DatabaseServer> servers, int channels) {
        List<DatasetStore> stores = new ArrayList<>();
        stores.addAll(MicroStreamStores.all(directory, channels));
        stores.addAll(EclipseStoreStores.all(directory, channels));
        servers.forEach(server -> stores.addAll(DatabaseStore.both(server, databasePrefix)));
        return List.copyOf(stores);
    }
}
