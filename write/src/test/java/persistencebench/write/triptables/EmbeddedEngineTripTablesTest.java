package persistencebench.write.triptables;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;
import persistencebench.write.hibernate.HibernatePaperTripLoader;
import persistencebench.write.hibernate.HibernateStatelessTripLoader;
import persistencebench.write.jdbc.JdbcBatchInsertTripLoader;
import persistencebench.write.jdbc.JdbcPaperTripLoader;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.ReadBackPhase;
import persistencebench.write.readback.ReadBackPhases;
import persistencebench.write.readback.ReadBackPlan;
import persistencebench.write.readback.ReadBackReference;
import persistencebench.write.readback.TripLookup;

/**
 * H2 and SQLite, each in fresh database files under a test directory: every JDBC and Hibernate variant that runs on the
 * engine stores exactly the trips it was given (the engine's digest equals the CSV's) on generated trips and on the
 * real TLC sample, also where rounding, floats, blanks and nulls are delicate, the tuned JDBC loader answers the
 * read-back phases with the CSV's trips in both durability classes, and SQLite's tuned loads run in a rollback journal.
 */
@Slow
class EmbeddedEngineTripTablesTest {
    private static final List<String> ENGINES = List.of(H2Engine.NAME, SqliteEngine.NAME);
    /** Not a multiple of any batch size, so every loader's last partial batch must reach the table. */
    private static final long GENERATED_ROWS = 2_345;
    private static final int LOOKUPS = 2_000;

    @TempDir
    static Path directory;
    private static Path generated;
    private static final Map<String, DatabaseTarget> DATABASES = new LinkedHashMap<>();

    @BeforeAll
    static void prepare() throws Exception {
        generated = TestTrips.generated(directory, GENERATED_ROWS);
        for (String engine : ENGINES) {
            DATABASES.put(engine, TestTrips.freshDatabase(server(engine, Durability.DISK), "loaders"));
        }
    }

    static Stream<Arguments> variants() {
        return ENGINES.stream().flatMap(engine -> Stream.of("jdbc", "hibernate").flatMap(backend -> WriteBackend.registry().byName(backend)
                .variants().stream()
                .filter(variant -> variant.strategy().shape().stores() && variant.strategy().runsOn(engine))
                .map(variant -> Arguments.of(engine, backend, variant.name()))));
    }

    @ParameterizedTest(name = "{0} {1}/{2}")
    @MethodSource("variants")
    void storesGeneratedTripsEverySampleAfresh(String engine, String backend, String variant) throws Exception {
        LoaderFactory factory = factory(backend, variant);
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(engine + "-" + backend + "-" + variant), DATABASES.get(engine)));
        for (int sample = 0; sample < 2; sample++) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.csv(generated));
            assertThat(stored.digest().describeDifference(TestTrips.expected(factory.shape(), generated))).isEmpty();
            assertThat(stored.diskBytes()).isPositive();
            assertThat(loader.afterSample()).as("an in-process engine has no server counters").isEmpty();
        }
    }

    @ParameterizedTest(name = "{0} {1}/{2}")
    @MethodSource("variants")
    void storesTheRealTlcSampleWithItsBlanksAndOutOfMonthPickups(String engine, String backend, String variant) throws Exception {
        LoaderFactory factory = factory(backend, variant);
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(engine + "-" + backend + "-" + variant + "-real"),
                DATABASES.get(engine)));
        StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.csv(TestTrips.realSample()));
        assertThat(stored.digest().describeDifference(TestTrips.expected(factory.shape(), TestTrips.realSample()))).isEmpty();
        assertThat(stored.digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);
    }

    /**
     * Under both durability classes, since their after-commit statements differ (H2 under os ends its session with
     * a plain {@code CHECKPOINT}, whose commit the next sample's open must find).
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("durabilities")
    void theEnginesDigestEqualsJavasOnDelicateValuesForEveryLoader(String engine, Durability durability) throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase(server(engine, durability), "delicate");
        LoaderContext context = TestTrips.context(directory, database, durability, SqlTripTablesTest.DELICATE.size());
        for (TripLoader loader : List.of(new JdbcBatchInsertTripLoader(context), new HibernateStatelessTripLoader(context))) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.of(SqlTripTablesTest.DELICATE));
            assertThat(stored.digest().describeDifference(TestTrips.expected(TripShape.TRIP, SqlTripTablesTest.DELICATE)))
                    .as(loader.getClass().getName()).isEmpty();
        }
        for (TripLoader loader : List.of(new JdbcPaperTripLoader(context), new HibernatePaperTripLoader(context))) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.of(SqlTripTablesTest.DELICATE));
            assertThat(stored.digest().describeDifference(TestTrips.expected(TripShape.TRIP_DETAILS, SqlTripTablesTest.DELICATE)))
                    .as(loader.getClass().getName()).isEmpty();
        }
        assertThat(rows(database, "trip") + rows(database, "trip_details")).as("the proof empties both tables").isZero();
    }

    /** Reads by id return the stored trips, nulls included (sqlite-jdbc's getObject(i, Integer.class) rejects a NULL). */
    @ParameterizedTest
    @ValueSource(strings = {H2Engine.NAME, SqliteEngine.NAME})
    void lookupsByIdReturnTheDelicateTripsWithTheirNulls(String engine) throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase(server(engine, Durability.DISK), "delicate_lookups");
        JdbcBatchInsertTripLoader loader = new JdbcBatchInsertTripLoader(TestTrips.context(directory, database));
        TestTrips.store(loader, TestTrips.of(SqlTripTablesTest.DELICATE));
        TripLookup lookup = loader.openLookup();
        try {
            for (int i = 0; i < SqlTripTablesTest.DELICATE.size(); i++) {
                assertThat(lookup.get(i + 1)).as("trip " + (i + 1)).isEqualTo(SqlTripTablesTest.DELICATE.get(i));
            }
        } finally {
            lookup.close();
            loader.inspect();
        }
    }

    static Stream<Arguments> durabilities() {
        return ENGINES.stream().flatMap(engine -> Stream.of(Durability.values()).map(durability -> Arguments.of(engine, durability)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("durabilities")
    void theTunedJdbcLoaderAnswersEveryReadBackPhaseWithTheCsvsTrips(String engine, Durability durability) throws Exception {
        DatabaseServer server = server(engine, durability);
        server.useProfile(DatabaseServer.TUNED_PROFILE);
        DatabaseTarget database = TestTrips.freshDatabase(server, "lookups");
        ReadBackPlan plan = ReadBackPlan.of(TestTrips.SEED, TestTrips.SAMPLE_ROWS, LOOKUPS);
        Map<String, List<Long>> expected = ReadBackReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL, plan);
        TripLoader loader = factory("jdbc", "tuned").create(TestTrips.context(directory.resolve(engine + "-lookups-" + durability.label()),
                database, durability, TestTrips.SAMPLE_ROWS));
        assertThat(loader).isInstanceOf(JdbcBatchInsertTripLoader.class);
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = ReadBackPhases.run((LookupSource) loader, plan, expected, new LinkedHashMap<>());
        assertThat(loader.inspect().digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);
        for (ReadBackPhase phase : ReadBackPhase.values()) {
            assertThat(metrics.get(phase.key())).as(phase.key()).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true);
        }
    }

    /**
     * SQLite's tuned loaders on the tuned profile (WAL): the load runs in a rollback journal, so when the sample has
     * closed the file is in rollback mode (header bytes 18 and 19 are 1; 2 means WAL) with no WAL beside it and the
     * truncated journal of {@code journal_mode=TRUNCATE}; the profile's next connection (the untimed one after the
     * sample) puts it back into WAL for the read-back and single operations, and it holds every trip.
     */
    @ParameterizedTest
    @ValueSource(strings = {"jdbc", "hibernate"})
    void sqlitesTunedLoadRunsInARollbackJournalAndLeavesTheFileInWal(String backend) throws Exception {
        DatabaseServer server = server(SqliteEngine.NAME, Durability.DISK);
        server.useProfile(DatabaseServer.TUNED_PROFILE);
        DatabaseTarget database = TestTrips.freshDatabase(server, "journal_" + backend);
        Path file = Path.of(database.jdbcUrl().replaceFirst("^jdbc:sqlite:", "").replaceFirst("\\?.*", ""));
        LoaderFactory factory = factory(backend, "tuned");
        TripLoader loader = factory.create(TestTrips.context(directory.resolve("journal-" + backend), database));

        TestTrips.store(loader, TestTrips.csv(generated));

        assertThat(formatVersions(file)).as("write and read format versions after the load").containsExactly(1, 1);
        assertThat(file.resolveSibling(file.getFileName() + "-wal")).doesNotExist();
        assertThat(file.resolveSibling(file.getFileName() + "-journal")).isEmptyFile();
        loader.afterSample();
        assertThat(formatVersions(file)).as("write and read format versions after the profile's next connection").containsExactly(2, 2);
        assertThat(loader.inspect().digest().describeDifference(TestTrips.expected(factory.shape(), generated))).isEmpty();
    }

    /** Bytes 18 and 19 of an SQLite file's header: the write and read format versions, 1 for a rollback journal, 2 for WAL. */
    private static List<Integer> formatVersions(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] header = in.readNBytes(20);
            return List.of((int) header[18], (int) header[19]);
        }
    }

    private static DatabaseServer server(String engine, Durability durability) {
        Path engineDirectory = directory.resolve(engine + "-" + durability.label());
        return engine.equals(H2Engine.NAME) ? H2Engine.inDirectory(engineDirectory, durability) : SqliteEngine.inDirectory(engineDirectory, durability);
    }

    private static LoaderFactory factory(String backend, String variant) {
        return WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
    }

    private static long rows(DatabaseTarget database, String table) throws Exception {
        try (Connection c = database.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
