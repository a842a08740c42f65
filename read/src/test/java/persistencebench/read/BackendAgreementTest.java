package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;

/** Every backend and variant, run in this JVM on the tiny dataset, gives the same answers. */
class BackendAgreementTest {
    private static final Map<String, Map<QueryPhase, ResultDigest>> DIGESTS = new LinkedHashMap<>();
    private static final Map<String, Map<QueryPhase, Long>> STATEMENTS = new LinkedHashMap<>();
    private static QueryParameters parameters;

    @BeforeAll
    static void runEveryService() throws Exception {
        parameters = TinyBookstore.parameters();
        for (String backend : Backends.names()) {
            for (Variant variant : Variant.values()) {
                String name = backend + "/" + variant.label();
                try (BookstoreQueryService service = Backends.named(backend).factory().create(variant, TinyBookstore.target())) {
                    service.open();
                    for (QueryPhase phase : QueryPhase.values()) {
                        long before = service.sqlStatements().orElse(0);
                        List<List<?>> results = phase.runSample(service, parameters);
                        long statements = service.sqlStatements().orElse(-1) - before;
                        DIGESTS.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(phase, phase.digest(parameters, results));
                        STATEMENTS.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(phase, service.sqlStatements().isPresent() ? statements : -1);
                    }
                }
            }
        }
    }

    @Test
    void everyBackendAndVariantAnswersTheSame() {
        assertThat(DIGESTS).hasSize(8);
        for (QueryPhase phase : QueryPhase.values()) {
            ResultDigest reference = DIGESTS.get("microstream/paper").get(phase);
            assertThat(reference.count()).as(phase.label() + " count").isPositive();
            DIGESTS.forEach((name, digests) -> assertThat(digests.get(phase).digest()).as(name + " " + phase.label()).isEqualTo(reference.digest()));
        }
        long customers = TinyBookstore.dataset().counts().get("customer");
        assertThat(DIGESTS.get("jdbc/tuned").get(QueryPhase.CUSTOMERS_PAGED).count()).isEqualTo(Math.min(customers, parameters.pages().size() * 100L));
    }

    @Test
    void paperHibernateShowsTheNPlusOneTunedAvoids() {
        long paper = STATEMENTS.get("hibernate/paper").get(QueryPhase.PURCHASES_OF_FOREIGNERS);
        long tuned = STATEMENTS.get("hibernate/tuned").get(QueryPhase.PURCHASES_OF_FOREIGNERS);
        int queries = parameters.foreignerQueries().size();
        assertThat(tuned).isLessThanOrEqualTo(2L * queries);
        assertThat(paper).isGreaterThan(tuned * 3);
    }

    @Test
    void jdbcStatementsAreCountedPerQuery() {
        int queries = parameters.foreignerQueries().size();
        assertThat(STATEMENTS.get("jdbc/paper").get(QueryPhase.PURCHASES_OF_FOREIGNERS)).isEqualTo(queries);
        assertThat(STATEMENTS.get("jdbc/tuned").get(QueryPhase.PURCHASES_OF_FOREIGNERS)).isBetween((long) queries, 2L * queries);
        assertThat(STATEMENTS.get("jdbc/paper").get(QueryPhase.CUSTOMERS_PAGED)).isEqualTo(parameters.pages().size());
        assertThat(STATEMENTS.get("microstream/tuned").get(QueryPhase.CUSTOMERS_PAGED)).isEqualTo(-1);
    }
}
