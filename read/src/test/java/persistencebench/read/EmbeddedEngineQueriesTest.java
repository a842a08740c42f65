package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.harness.testing.Slow;

/**
 * The JDBC and Hibernate variants on H2 and SQLite answer every query of the tiny bookstore (and find customers by id)
 * with the digest they give on PostgreSQL, and explain their statements and report their plan settings in the engine's
 * own terms.
 */
@Slow
class EmbeddedEngineQueriesTest {
    @TempDir
    static Path directory;
    private static DatabaseServers servers;
    private static BookstoreDataset dataset;
    private static QueryParameters parameters;
    private static final Map<String, ResultDigest> ON_POSTGRESQL = new LinkedHashMap<>();

    @BeforeAll
    static void loadTheBookstoreIntoEveryEngine() throws Exception {
        servers = DatabaseServers.of(TestPostgres.server(), H2Engine.inDirectory(directory.resolve("h2"), Durability.DISK),
                SqliteEngine.inDirectory(directory.resolve("sqlite"), Durability.DISK));
        dataset = TinyBookstore.datasetIn(directory.resolve("data"), servers);
        parameters = TinyBookstore.parametersOf(dataset);
        for (String backend : List.of("jdbc", "hibernate")) {
            for (String variant : List.of("paper", "tuned")) {
                for (QueryPhase phase : QueryPhase.values()) {
                    ON_POSTGRESQL.put(backend + "/" + variant + " " + phase, answer(backend, variant, PostgresEngine.NAME, phase));
                }
            }
        }
    }

    @AfterAll
    static void closeTheFileEngines() {
        servers.get(H2Engine.NAME).ifPresent(server -> server.close());
        servers.get(SqliteEngine.NAME).ifPresent(server -> server.close());
    }

    static Stream<Arguments> cells() {
        return Stream.of(H2Engine.NAME, SqliteEngine.NAME).flatMap(engine -> Stream.of("jdbc", "hibernate")
                .flatMap(backend -> Stream.of("paper", "tuned").map(variant -> Arguments.of(engine, backend, variant))));
    }

    @ParameterizedTest(name = "{1}/{2} on {0}")
    @MethodSource("cells")
    void answersEveryQueryAsOnPostgresql(String engine, String backend, String variant) throws Exception {
        for (QueryPhase phase : QueryPhase.values()) {
            ResultDigest reference = ON_POSTGRESQL.get(backend + "/" + variant + " " + phase);
            assertThat(reference.count()).as(phase.label()).isPositive();
            assertThat(answer(backend, variant, engine, phase).digest()).as(phase.label()).isEqualTo(reference.digest());
        }
    }

    @ParameterizedTest(name = "{1}/{2} on {0}")
    @MethodSource("cells")
    void findsCustomersByIdAsOnPostgresql(String engine, String backend, String variant) throws Exception {
        ResultDigest found = customersById(backend, variant, engine);
        assertThat(found.count()).isEqualTo(2);
        assertThat(found).isEqualTo(customersById(backend, variant, PostgresEngine.NAME));
    }

    @ParameterizedTest(name = "{1}/{2} on {0}")
    @MethodSource("cells")
    void explainsItsStatementsAndReportsItsPlanSettings(String engine, String backend, String variant) throws Exception {
        try (BookstoreQueryService service = service(backend, variant, engine)) {
            service.open();
            List<String> plans = service.explain(() -> QueryPhase.PURCHASES_OF_FOREIGNERS.runSample(service, parameters));
            assertThat(plans).isNotEmpty().allSatisfy(plan -> assertThat(plan).isNotBlank());
            assertThat(plans.get(0)).containsPattern(engine.equals(H2Engine.NAME) ? "\"PUBLIC\"\\.\"PURCHASE\"" : "SCAN|SEARCH");
            assertThat(service.planSettings()).containsKey(engine.equals(H2Engine.NAME) ? "QUERY_CACHE_SIZE" : "automatic_index");
        }
    }

    private static ResultDigest answer(String backend, String variant, String engine, QueryPhase phase) throws Exception {
        try (BookstoreQueryService service = service(backend, variant, engine)) {
            service.open();
            return phase.digest(parameters, phase.runSample(service, parameters));
        }
    }

    /** The first and the last customer, and none for the id after the last. */
    private static ResultDigest customersById(String backend, String variant, String engine) throws Exception {
        long last = dataset.counts().get(BookstoreEntityType.CUSTOMER.key());
        List<Long> ids = List.of(1L, last, last + 1);
        try (BookstoreQueryService service = service(backend, variant, engine)) {
            service.open();
            return CanonicalDigests.customersById(ids, ids.stream().map(service::customerById).toList());
        }
    }

    private static BookstoreQueryService service(String backend, String variant, String engine) {
        ReadBackend plugin = TinyBookstore.registry().byName(backend);
        Contestant contestant = new Contestant(plugin, plugin.variant(variant).orElseThrow(), engine);
        return contestant.strategy().create(contestant.target(dataset, servers));
    }
}
