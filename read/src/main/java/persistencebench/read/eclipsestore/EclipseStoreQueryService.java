package persistencebench.read.eclipsestore;

import java.nio.file.Path;
import java.util.List;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreRoot;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreStorage;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.read.Variant;
import persistencebench.read.graph.BookstoreGraph;
import persistencebench.read.graph.GraphQueryService;

/**
 * The queries over the EclipseStore bookstore storage ({@code org.eclipse.store}, 2.1). Opening starts the storage,
 * which loads the root with all reference data; each year's purchases load on first access through their
 * {@code Lazy} reference.
 */
public final class EclipseStoreQueryService extends GraphQueryService {
    private final Path storage;
    private EmbeddedStorageManager manager;

    public EclipseStoreQueryService(Path storage, Variant variant) {
        super(variant);
        this.storage = storage;
    }

    @Override
    protected BookstoreGraph startStorage() {
        manager = EclipseStoreBookstoreStorage.open(storage);
        return new RootGraph(EclipseStoreBookstoreStorage.root(manager));
    }

    @Override
    protected void shutdownStorage() {
        if (manager != null) {
            manager.shutdown();
            manager = null;
        }
    }

    private record RootGraph(EclipseStoreBookstoreRoot root) implements BookstoreGraph {
        @Override
        public List<Customer> customers() {
            return root.getCustomers();
        }

        @Override
        public List<Shop> shops() {
            return root.getShops();
        }

        @Override
        public YearlyPurchases purchasesOf(int year) {
            return root.getYearlyPurchases(year);
        }
    }
}
