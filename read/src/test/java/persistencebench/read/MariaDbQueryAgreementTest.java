package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.BookstoreVerification;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.mariadb.MariaDbEngine;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;
import persistencebench.harness.testing.Slow;

/**
 * Every JDBC and Hibernate variant answers every query on MariaDB exactly as on PostgreSQL, on a tiny bookstore that
 * both servers hold (verified row by row), with the same statement counts for JDBC; the untimed pass explains
 * MariaDB's statements and reads its planner settings.
 */
@Slow
class MariaDbQueryAgreementTest {
    private static final long SEED = TinyBookstore.SEED;
    private static final Map<String, Map<QueryPhase, ResultDigest>> DIGESTS = new LinkedHashMap<>();
    private static final Map<String, Map<QueryPhase, OptionalLong>> STATEMENTS = new LinkedHashMap<>();
    private static final Map<String, List<String>> PLANS = new LinkedHashMap<>();
    private static final Map<String, Map<String, String>> PLAN_SETTINGS = new LinkedHashMap<>();

    @TempDir
    static Path data;
    private static QueryParameters parameters;

    @BeforeAll
    static void runEveryServiceOnBothDatabases() throws Exception {
        BookstoreDataset dataset = BookstoreDataset.ensure(BookstoreSize.TINY, SEED, data, List.of(TestPostgres.server(), TestMariaDb.server()),
                line -> { });
        BookstoreVerification.requireCompleteStores(dataset);
        parameters = QueryParameters.choose(SEED, dataset.summary().countryYears(), dataset.counts().get(BookstoreEntityType.CUSTOMER.key()));
        DatabaseServers servers = DatabaseServers.of(TestPostgres.server(), TestMariaDb.server());
        for (String backend : List.of("jdbc", "hibernate")) {
            ReadBackend plugin = TinyBookstore.registry().byName(backend);
            for (Variant<ReadStrategy> variant : plugin.variants()) {
                for (String database : List.of(PostgresEngine.NAME, MariaDbEngine.NAME)) {
                    String name = backend + "/" + variant.name() + " on " + database;
                    Contestant contestant = new Contestant(plugin, variant, database);
                    try (BookstoreQueryService service = variant.strategy().create(contestant.target(dataset, servers))) {
                        service.open();
                        for (QueryPhase phase : QueryPhase.values()) {
                            DIGESTS.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(phase,
                                    phase.digest(parameters, phase.runSample(service, parameters)));
                            STATEMENTS.computeIfAbsent(name, k -> new LinkedHashMap<>())
                                    .put(phase, service.countStatements(() -> phase.runSample(service, parameters)));
                        }
                        PLANS.put(name, service.explain(() -> QueryPhase.PURCHASES_OF_FOREIGNERS.runSample(service, parameters)));
                        PLAN_SETTINGS.put(name, service.planSettings());
                    }
                }
            }
        }
    }

    @Test
    void everyVariantAnswersOnMariaDbAsOnPostgresql() {
        assertThat(DIGESTS).hasSize(8);
        for (String variant : List.of("jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned")) {
            for (QueryPhase phase : QueryPhase.values()) {
                ResultDigest postgres = DIGESTS.get(variant + " on postgresql").get(phase);
                ResultDigest mariadb = DIGESTS.get(variant + " on mariadb").get(phase);
                assertThat(postgres.count()).as(variant + " " + phase.label() + " count").isPositive();
                assertThat(mariadb.count()).as(variant + " " + phase.label() + " count on MariaDB").isEqualTo(postgres.count());
                assertThat(mariadb.digest()).as(variant + " " + phase.label() + " on MariaDB").isEqualTo(postgres.digest());
            }
        }
    }

    @Test
    void jdbcIssuesTheSameStatementsOnBothDatabases() {
        for (String variant : List.of("jdbc/paper", "jdbc/tuned")) {
            assertThat(STATEMENTS.get(variant + " on mariadb")).as(variant).isEqualTo(STATEMENTS.get(variant + " on postgresql"));
        }
    }

    @Test
    void theUntimedPassExplainsMariaDbsStatementsAndRecordsItsPlannerSettings() {
        for (String variant : List.of("jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned")) {
            assertThat(PLANS.get(variant + " on mariadb")).as(variant).filteredOn(plan -> !plan.startsWith("(")).isNotEmpty()
                    .allSatisfy(plan -> assertThat(plan).contains("\"query_block\"").contains("\"r_rows\""));
            assertThat(PLAN_SETTINGS.get(variant + " on mariadb")).as(variant)
                    .containsKeys("optimizer_search_depth", "optimizer_switch", "use_stat_tables");
        }
    }
}
