package persistencebench.read.plugin;

import java.util.Objects;
import java.util.function.Function;
import persistencebench.model.bookstore.query.BookstoreQueryService;

/**
 * What a read variant selects: the dataset store it reads, how to create its query service, and the classes whose
 * code answers each phase (recorded in every cell as {@code implementation}, so cells running the same code form a
 * sanity pair). Code never branches on a variant's name; the strategy carries what differs.
 *
 * @param store                    the dataset store read (a generator store name, e.g. {@code microstream-paper} or
 *                                 {@code database}); it is checked against the manifest before any timing
 * @param services                 creates an unopened service over the dataset at a target
 * @param customersImplementation  the class that answers {@code customersPaged}
 * @param foreignersImplementation the class that answers {@code purchasesOfForeigners}
 */
public record ReadStrategy(String store, Function<DatasetTarget, BookstoreQueryService> services,
                           Class<?> customersImplementation, Class<?> foreignersImplementation) {

    public ReadStrategy {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(services, "services");
        Objects.requireNonNull(customersImplementation, "customersImplementation");
        Objects.requireNonNull(foreignersImplementation, "foreignersImplementation");
    }

    /** A new, unopened query service over the dataset at {@code target}. */
    public BookstoreQueryService create(DatasetTarget target) {
        return services.apply(target);
    }

    /** The fully qualified name of the class whose code runs {@code phase}. */
    public String implementation(QueryPhase phase) {
        return (phase == QueryPhase.CUSTOMERS_PAGED ? customersImplementation : foreignersImplementation).getName();
    }
}
