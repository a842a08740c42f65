package persistencebench.generator.bookstore;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import persistencebench.harness.db.DatabaseServer;

/**
 * One kind of store a dataset is kept in (an engine's storages, the databases on every server), found by
 * {@link java.util.ServiceLoader} through {@code META-INF/services/persistencebench.generator.bookstore.DatasetStoreFamily},
 * so that this package names no engine and the engine packages depend on it, not it on them.
 */
public interface DatasetStoreFamily {

    /** Where the family's stores come in the build and check order: ascending, ties in the services file's order. */
    int order();

    /**
     * The family's stores of one dataset.
     *
     * @param datasetDirectory the dataset directory holding the storages
     * @param databasePrefix   the name prefix of the dataset's databases on each server
     * @param servers          the run's database servers
     * @param channels         storage channels of newly written storages
     */
    List<DatasetStore> stores(Path datasetDirectory, String databasePrefix, Collection<DatabaseServer> servers, int channels);
}
