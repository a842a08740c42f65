package persistencebench.read.microstream;

import java.nio.file.Path;
import java.util.List;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreRoot;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreStorage;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.read.Variant;
import persistencebench.read.graph.BookstoreGraph;
import persistencebench.read.graph.GraphQueryService;

/**
 * The queries over the MicroStream bookstore storage ({@code one.microstream}, 08.01). Opening starts the storage,
 * which loads the root with all reference data; each year's purchases load on first access through their
 * {@code Lazy} reference.
 */
public final class MicroStreamQueryService extends GraphQueryService {
    private final Path storage;
    private EmbeddedStorageManager manager;

    public MicroStreamQueryService(Path storage, Variant variant) {
        super(variant);
        this.storage = storage;
    }

    @Override
    protected BookstoreGraph startStorage() {
        manager = MicroStreamBookstoreStorage.open(storage);
        return new RootGraph(MicroStreamBookstoreStorage.root(manager));
    }

    @Override
    protected void shutdownStorage() {
        if (manager != null) {
            manager.shutdown();
            manager = null;
        }
    }

    private record RootGraph(MicroStreamBookstoreRoot root) implements BookstoreGraph {
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
