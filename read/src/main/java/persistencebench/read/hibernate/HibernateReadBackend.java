package persistencebench.read.hibernate;

import java.util.List;
import java.util.Set;
import persistencebench.generator.bookstore.database.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/**
 * Hibernate ORM with the study's mapping and JPQL over the database with the study's index set on the study's server
 * profile ({@code paper}), or an expert's over the tuned database and profile ({@code tuned}).
 */
public final class HibernateReadBackend extends DeclaredReadBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("hibernate", "Hibernate", "#009e73", 40,
            "org.hibernate.Session", Set.of(BackendDescriptor.Need.DATABASE));
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's mapping (EAGER book author and language among its fetch types,"
                    + " so each author is loaded by a statement of its own), its JPQL with JOIN FETCH and EXTRACT(YEAR ...) and"
                    + " Hibernate's defaults (its built-in connection pool); ORDER BY added to paging (keyset pages by id > the"
                    + " previous page's last id, not in the study), the employee fetched too;"
                    + " on the study's indexes and server defaults",
                    List.of(PaperHibernateQueries.QUIET_BUILT_IN_POOL), strategy(DatabaseStore.PAPER, new PaperHibernateQueries())),
            new Variant<>("tuned", VariantKind.TUNED, "every association LAZY, a HikariCP pool with auto-commit off, read-only"
                    + " sessions, a sargable time range in the same join shape as tuned JDBC, then items, books and authors by"
                    + " batch fetching with the keys bound as one array (at most four statements per foreigners query); on the tuned"
                    + " indexes and server profile", List.of(),
                    strategy(DatabaseStore.TUNED, new TunedHibernateQueries())));

    private static ReadStrategy strategy(String store, HibernateQueries queries) {
        return new ReadStrategy(store, target -> new HibernateQueryService(target.database(), queries),
                queries.getClass(), queries.getClass(), queries.settings(), new HibernateConcurrentAccess(queries));
    }

    public HibernateReadBackend() {
        super(DESCRIPTOR, VARIANTS);
    }
}
