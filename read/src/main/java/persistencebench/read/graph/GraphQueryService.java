package persistencebench.read.graph;

import java.util.List;
import java.util.OptionalLong;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.Variant;

/**
 * A query service over an object-graph store: subclasses start their storage and expose its root as a
 * {@link BookstoreGraph}; the queries themselves are {@link GraphQueries}. Issues no SQL.
 */
public abstract class GraphQueryService implements BookstoreQueryService {
    private final Variant variant;
    private GraphQueries queries;

    protected GraphQueryService(Variant variant) {
        this.variant = variant;
    }

    /** Starts the storage and loads its root (reference data; purchases stay lazy). */
    protected abstract BookstoreGraph startStorage();

    /** Shuts the storage down if it is running. */
    protected abstract void shutdownStorage();

    @Override
    public final void open() {
        queries = new GraphQueries(startStorage(), variant);
    }

    @Override
    public final List<Customer> customersPage(int page, int size) {
        return queries.customersPage(page, size);
    }

    @Override
    public final List<Purchase> purchasesOfForeigners(int year, long countryId) {
        return queries.purchasesOfForeigners(year, countryId);
    }

    @Override
    public final OptionalLong sqlStatements() {
        return OptionalLong.empty();
    }

    @Override
    public final void close() {
        queries = null;
        shutdownStorage();
    }
}
