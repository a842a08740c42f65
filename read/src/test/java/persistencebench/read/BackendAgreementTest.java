package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import persistencebench.harness.backend.Variant;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;
import persistencebench.harness.testing.Slow;

/** Every registered backend and variant, run in this JVM on the tiny dataset, gives the same answers; statements are counted. */
@Slow
class BackendAgreementTest {
    private static final Map<String, Map<QueryPhase, ResultDigest>> DIGESTS = new LinkedHashMap<>();
    private static final Map<String, Map<QueryPhase, OptionalLong>> STATEMENTS = new LinkedHashMap<>();
    private static QueryParameters parameters;

    @BeforeAll
    static void runEveryService() throws Exception {
        parameters = TinyBookstore.parameters();
        for (ReadBackend backend : TinyBookstore.registry().all()) {
            for (Variant<ReadStrategy> variant : backend.variants()) {
                String name = backend.name() + "/" + variant.name();
                try (BookstoreQueryService service = variant.strategy().create(TinyBookstore.target(backend.name(), variant.name()))) {
                    service.open();
                    for (QueryPhase phase : QueryPhase.values()) {
                        List<List<?>> results = phase.runSample(service, parameters);
                        DIGESTS.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(phase, phase.digest(parameters, results));
                        STATEMENTS.computeIfAbsent(name, k -> new LinkedHashMap<>())
                                .put(phase, service.countStatements(() -> phase.runSample(service, parameters)));
                    }
                }
            }
        }
    }

    @Test
    void everyBackendAndVariantAnswersTheSame() {
        assertThat(DIGESTS).containsOnlyKeys("microstream/paper", "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned",
                "jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned");
        for (QueryPhase phase : QueryPhase.values()) {
            ResultDigest reference = DIGESTS.get("jdbc/paper").get(phase);
            assertThat(reference.count()).as(phase.label() + " count").isPositive();
            DIGESTS.forEach((name, digests) -> assertThat(digests.get(phase).digest()).as(name + " " + phase.label()).isEqualTo(reference.digest()));
        }
    }

    @Test
    void jdbcPaperIssuesTheStudysTwoStatementsPerForeignersQuery() {
        int queries = parameters.foreignerQueries().size();
        assertThat(STATEMENTS.get("jdbc/paper").get(QueryPhase.PURCHASES_OF_FOREIGNERS)).hasValue(2L * queries);
        assertThat(STATEMENTS.get("jdbc/tuned").get(QueryPhase.PURCHASES_OF_FOREIGNERS)).hasValue(2L * queries);
        assertThat(STATEMENTS.get("jdbc/paper").get(QueryPhase.CUSTOMERS_PAGED)).hasValue(parameters.pages().size());
        assertThat(STATEMENTS.get("jdbc/tuned").get(QueryPhase.CUSTOMERS_KEYSET)).hasValue(parameters.depthPages().size());
        assertThat(STATEMENTS.get("hibernate/paper").get(QueryPhase.CUSTOMERS_KEYSET)).hasValue(parameters.depthPages().size());
        assertThat(STATEMENTS.get("jdbc/paper").get(QueryPhase.DEEP_PAGE_OFFSET)).hasValue(1L);
        assertThat(STATEMENTS.get("hibernate/tuned").get(QueryPhase.DEEP_PAGE_KEYSET)).hasValue(1L);
    }

    @Test
    void hibernatePaperLoadsTheEagerAuthorsOneByOneAndTunedBatchFetchesThem() {
        int queries = parameters.foreignerQueries().size();
        long tuned = STATEMENTS.get("hibernate/tuned").get(QueryPhase.PURCHASES_OF_FOREIGNERS).orElseThrow();
        long paper = STATEMENTS.get("hibernate/paper").get(QueryPhase.PURCHASES_OF_FOREIGNERS).orElseThrow();
        // purchases, then items, books and authors each batch-fetched once (fewer when the sample's session already holds them)
        assertThat(tuned).isBetween(2L * queries, 4L * queries);
        assertThat(paper).isGreaterThan(3L * queries);
        assertThat(STATEMENTS.get("hibernate/paper").get(QueryPhase.CUSTOMERS_PAGED)).hasValue(parameters.pages().size());
    }

    @Test
    void objectGraphStoresIssueNoSql() {
        assertThat(STATEMENTS.get("microstream/paper").get(QueryPhase.PURCHASES_OF_FOREIGNERS)).isEmpty();
        assertThat(STATEMENTS.get("eclipsestore/tuned").get(QueryPhase.CUSTOMERS_PAGED)).isEmpty();
    }
}
