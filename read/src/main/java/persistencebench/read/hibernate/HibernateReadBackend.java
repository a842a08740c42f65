package persistencebench.read.hibernate;

import java.util.List;
import java.util.Set;
import persistencebench.generator.bookstore.postgres.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/** Hibernate ORM over the dataset's database, with the study's mapping and JPQL or an expert's. */
public final class HibernateReadBackend extends DeclaredReadBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("hibernate", "Hibernate", "#009e73", 40,
            "org.hibernate.Session", Set.of(BackendDescriptor.Need.DATABASE));
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's mapping (EAGER book author and language among its fetch types,"
                    + " so each author is loaded by a statement of its own), its JPQL with JOIN FETCH and EXTRACT(YEAR ...) and"
                    + " Hibernate's defaults (its built-in connection pool); ORDER BY added to paging, the employee fetched too",
                    List.of(PaperHibernateQueries.QUIET_BUILT_IN_POOL), strategy(new PaperHibernateQueries())),
            new Variant<>("tuned", VariantKind.TUNED, "every association LAZY, a HikariCP pool, read-only sessions, a sargable time"
                    + " range and two statements per foreigners query (purchases, then their items with books and authors)", List.of(),
                    strategy(new TunedHibernateQueries())));

    private static ReadStrategy strategy(HibernateQueries queries) {
        return new ReadStrategy(DatabaseStore.NAME, target -> new HibernateQueryService(target.database(), queries),
                queries.getClass(), queries.getClass());
    }

    public HibernateReadBackend() {
        super(DESCRIPTOR, VARIANTS);
    }
}
