package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * The tuned JDBC and Hibernate loaders' trip table serves the single operations on PostgreSQL, H2 and SQLite, in both
 * durability classes on the in-process engines (H2's after-operation statements differ), Hibernate on its pooled
 * connection with auto-commit off (the row count on a connection of the test's own sees its commits): after the real
 * TLC sample is loaded, every read answers the expected trip, and the table's own digest, without the operations' known
 * effect, equals the CSV's; each engine's quiesce is recorded.
 */
@Slow
class SingleOpsOnTripTablesTest {
    private static final int OPERATIONS = 300;

    @TempDir
    static Path directory;
    private static SingleOpsSpec spec;
    private static RowDigest csvDigest;

    @BeforeAll
    static void prepare() throws Exception {
        spec = SingleOpsReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL,
                new SingleOpsPlan(TestTrips.SEED, TestTrips.SAMPLE_ROWS, OPERATIONS));
        csvDigest = TestTrips.expected(TripShape.TRIP, TestTrips.realSample());
    }

    static Stream<Arguments> engines() {
        return Stream.of("jdbc", "hibernate").flatMap(backend -> Stream.of(Arguments.of(backend, PostgresEngine.NAME, Durability.DISK),
                Arguments.of(backend, H2Engine.NAME, Durability.DISK), Arguments.of(backend, H2Engine.NAME, Durability.OS),
                Arguments.of(backend, SqliteEngine.NAME, Durability.DISK), Arguments.of(backend, SqliteEngine.NAME, Durability.OS)));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("engines")
    void theTunedTripTableServesEveryOperationAndEndsInTheExpectedState(String backend, String engine, Durability durability) throws Exception {
        DatabaseTarget database = database(backend, engine, durability);
        TripLoader loader = WriteBackend.registry().byName(backend).variant("tuned").map(Variant::strategy).orElseThrow()
                .create(TestTrips.context(directory.resolve(backend + "-" + engine + "-" + durability.label()), database, durability,
                        TestTrips.SAMPLE_ROWS));
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = SingleOpsPhases.run((SingleOpsSource) loader, spec, new LinkedHashMap<>());
        assertThat(rows(database)).as("inserts and deletes balance").isEqualTo(TestTrips.SAMPLE_ROWS);
        StoredTrips stored = loader.inspect();

        assertThat(spec.asLoaded(stored.digest()).describeDifference(csvDigest)).isEmpty();
        assertThat(metrics).containsEntry("warmupOperations", OPERATIONS).containsEntry("quiesce", Map.of(PostgresEngine.NAME, "CHECKPOINT",
                H2Engine.NAME, "CHECKPOINT SYNC", SqliteEngine.NAME, "PRAGMA wal_checkpoint(TRUNCATE)").get(engine));
        for (String reading : new String[] {"find", "mixA", "mixB", "mixC"}) {
            assertThat(metrics.get(reading)).as(reading).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true);
        }
        assertThat(metrics.get("update")).asInstanceOf(InstanceOfAssertFactories.MAP).extractingByKey("update", InstanceOfAssertFactories.MAP)
                .containsEntry("operations", (long) OPERATIONS).containsKeys("p50Micros", "p99Micros", "maxMicros");
    }

    private static DatabaseTarget database(String backend, String engine, Durability durability) throws Exception {
        if (engine.equals(PostgresEngine.NAME)) {
            return TestTrips.freshDatabase("single_ops_" + backend);
        }
        Path engineDirectory = directory.resolve(backend + "-" + engine + "-server-" + durability.label());
        DatabaseServer server = engine.equals(H2Engine.NAME) ? H2Engine.inDirectory(engineDirectory, durability)
                : SqliteEngine.inDirectory(engineDirectory, durability);
        server.useProfile(DatabaseServer.TUNED_PROFILE);
        return TestTrips.freshDatabase(server, "single_ops");
    }

    private static long rows(DatabaseTarget database) throws Exception {
        try (Connection c = database.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM trip")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
