package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.DatasetStoreFamily;
import persistencebench.harness.db.DatabaseServer;

/** This engine's two storages as a family of dataset stores ({@link MicroStreamStores#all}), before the databases. */
public final class MicroStreamStoreFamily implements DatasetStoreFamily {

    @Override
    public int order() {
        return 10;
    }

    @Override
    public List<DatasetStore> stores(Path datasetDirectory, String databasePrefix, Collection<DatabaseServer> servers, int channels) {
        return MicroStreamStores.all(datasetDirectory, channels);
    }
}
