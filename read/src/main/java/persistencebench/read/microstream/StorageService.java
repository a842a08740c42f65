package persistencebench.read.microstream;

import java.nio.file.Path;
import java.util.OptionalLong;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.microstream.MicroStreamStorages;
import persistencebench.model.bookstore.query.BookstoreQueryService;

/**
 * A query service over one storage of the dataset: {@link #open()} starts the storage, which loads the root with all
 * reference data (purchases stay behind their lazy references until a query touches them); {@link #close()} shuts it
 * down. Issues no SQL, so there are no statements to count.
 *
 * @param <R> the storage's root type
 */
abstract class StorageService<R> implements BookstoreQueryService {
    private final Path directory;
    private final Class<R> rootType;
    private EmbeddedStorageManager manager;
    private R root;

    StorageService(Path directory, Class<R> rootType) {
        this.directory = directory;
        this.rootType = rootType;
    }

    @Override
    public final void open() {
        manager = MicroStreamStorages.open(directory, rootType);
        root = rootType.cast(manager.root());
    }

    /** The loaded root. */
    final R root() {
        return root;
    }

    @Override
    public final OptionalLong countStatements(Runnable pass) {
        return OptionalLong.empty();
    }

    @Override
    public final void close() {
        root = null;
        if (manager != null) {
            manager.shutdown();
            manager = null;
        }
    }
}
