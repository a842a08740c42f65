package persistencebench.read.plugin;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import persistencebench.model.bookstore.query.BookstoreQueryService;

/**
 * What a read variant selects: the dataset store it reads, how to create its query service, the classes whose code
 * answers each phase (recorded in every cell as {@code implementation}, so cells running the same code form a sanity
 * pair), and the backend settings a reader of the results needs (recorded in every cell as {@code settings}). Code
 * never branches on a variant's name; the strategy carries what differs.
 *
 * @param store                    the dataset store read (a generator store name, e.g. {@code microstream-paper} or
 *                                 {@code database-tuned}); it is checked against the manifest before any timing
 * @param services                 creates an unopened service over the dataset at a target
 * @param customersImplementation  the class that answers the customer pages ({@code customersPaged},
 *                                 {@code customersOffset}, {@code customersKeyset}, {@code deepPageOffset},
 *                                 {@code deepPageKeyset})
 * @param foreignersImplementation the class that answers {@code purchasesOfForeigners}
 * @param settings                 settings the variant reads with beyond what its description says, by name (e.g. a
 *                                 storage's housekeeping, an ORM's batch fetch size); may be empty
 * @param concurrency              how the variant serves the threads of the {@code concurrentReads} cells in each
 *                                 connection mode
 * @param statementsImplementation the class that prepares the statements both phases' classes run, where a backend's
 *                                 variants run the same phase class with statements prepared differently (JDBC: per
 *                                 call or once per connection); {@code null} where the phase classes alone say what runs
 */
public record ReadStrategy(String store, Function<DatasetTarget, BookstoreQueryService> services,
                           Class<?> customersImplementation, Class<?> foreignersImplementation, Map<String, String> settings,
                           ConcurrentAccess concurrency, Class<?> statementsImplementation) {

    public ReadStrategy {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(services, "services");
        Objects.requireNonNull(customersImplementation, "customersImplementation");
        Objects.requireNonNull(foreignersImplementation, "foreignersImplementation");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        Objects.requireNonNull(concurrency, "concurrency");
    }

    /** A strategy whose phase classes alone say what runs (no {@code statementsImplementation}). */
    public ReadStrategy(String store, Function<DatasetTarget, BookstoreQueryService> services, Class<?> customersImplementation,
                        Class<?> foreignersImplementation, Map<String, String> settings, ConcurrentAccess concurrency) {
        this(store, services, customersImplementation, foreignersImplementation, settings, concurrency, null);
    }

    /** A new, unopened query service over the dataset at {@code target}. */
    public BookstoreQueryService create(DatasetTarget target) {
        return services.apply(target);
    }

    /**
     * The fully qualified name of the class whose code runs {@code phase}, followed by {@code " on "} and the
     * {@code statementsImplementation}'s where there is one, so cells whose statements are prepared differently never
     * pass for identical code.
     */
    public String implementation(QueryPhase phase) {
        String phaseClass = (phase == QueryPhase.PURCHASES_OF_FOREIGNERS ? foreignersImplementation : customersImplementation).getName();
        return statementsImplementation == null ? phaseClass : phaseClass + " on " + statementsImplementation.getName();
    }
}
