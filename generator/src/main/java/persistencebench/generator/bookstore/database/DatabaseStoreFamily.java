package persistencebench.generator.bookstore.database;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.DatasetStoreFamily;
import persistencebench.harness.db.DatabaseServer;

/** On each database server the dataset's two databases ({@link DatabaseStore#both}), after the object stores. */
public final class DatabaseStoreFamily implements DatasetStoreFamily {

    @Override
    public int order() {
        return 20;
    }

    @Override
    public List<DatasetStore> stores(Path datasetDirectory, String databasePrefix, Collection<DatabaseServer> servers, int channels) {
        List<DatasetStore> stores = new ArrayList<>();
        servers.forEach(server -> stores.addAll(DatabaseStore.both(server, databasePrefix)));
        return stores;
    }
}
