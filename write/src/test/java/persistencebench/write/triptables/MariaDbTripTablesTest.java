package persistencebench.write.triptables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.mariadb.MariaDbEngine;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.hibernate.HibernatePaperTripLoader;
import persistencebench.write.hibernate.HibernateStatelessTripLoader;
import persistencebench.write.jdbc.JdbcLoadDataTripLoader;
import persistencebench.write.jdbc.JdbcPaperTripLoader;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.plugin.WriteBackend;

/**
 * Every JDBC and Hibernate variant that runs on MariaDB stores exactly the CSV's trips there, as MariaDB's own digest
 * proves, on the real TLC sample and on generated trips; MariaDB computes the very digest Java does where rounding,
 * floats, blanks and nulls are delicate. One embedded server serves the whole class (the test JVM's).
 */
@Slow
class MariaDbTripTablesTest {
    private static final String ENGINE = MariaDbEngine.NAME;
    /** Not a multiple of any batch size, so every loader's last partial batch must reach the table. */
    private static final long GENERATED_ROWS = 3_000;
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 31, 23, 59, 59);
    /** Half cents (x.xx5 in binary is a little above or below), exact halves (0.125 * 100 = 12.5, rounds to even), negatives, nulls. */
    private static final List<Trip> DELICATE = List.of(
            new Trip(1, PICKUP, PICKUP.plusMinutes(3), 1, 2.675, 1, "N", 1, 2, 1, 1.005, 0.125, 0.375, -0.125, -2.675, 0.3, 1.115, 2.5),
            new Trip(null, PICKUP.minusMonths(1), PICKUP, null, 0.015, null, null, 264, 265, null, -0.005, -0.5, -0.5, 0, 0, -0.3, -1.3, null),
            new Trip(2, LocalDateTime.of(1969, 12, 31, 23, 59, 0), LocalDateTime.of(2084, 1, 1, 0, 0), 9, 1e6, 99, "Y", 1, 1, 5,
                    999999.99, 1e-7, 0, 0, 0, 0, 999999.99, 0.0),
            new Trip(2, PICKUP, PICKUP, 0, 0, 5, "\\", 7, 7, 4, 0, 0, 0, 0, 0, 0, 0, -2.5));

    @TempDir
    static Path directory;
    private static DatabaseTarget database;
    private static Path generated;

    @BeforeAll
    static void prepare() throws Exception {
        database = TestTrips.withTables(TestMariaDb.server(), TestMariaDb.freshDatabase("trips"));
        generated = TestTrips.generated(directory, GENERATED_ROWS);
    }

    static Stream<Arguments> variants() {
        return Stream.of("jdbc", "hibernate").flatMap(backend -> WriteBackend.registry().byName(backend).variants().stream()
                .filter(variant -> variant.strategy().runsOn(ENGINE) && variant.strategy().shape().stores())
                .map(variant -> Arguments.of(backend, variant.name())));
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("variants")
    void storesTheRealTlcSampleAndGeneratedTripsEverySampleAfresh(String backend, String variant) throws Exception {
        LoaderFactory factory = WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(backend + "-" + variant), database));
        StoredTrips real = TestTrips.storeOnce(loader, TestTrips.csv(TestTrips.realSample()));
        assertThat(real.digest().describeDifference(TestTrips.expected(factory.shape(), TestTrips.realSample()))).isEmpty();
        assertThat(real.digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);
        assertThat(real.diskBytes()).isPositive();
        Map<CellField, Object> counters = TestTrips.countersOfOneSample(loader, TestTrips.csv(TestTrips.realSample()));
        assertThat((Long) counters.get(CellField.WAL_BYTES)).isPositive();
        assertThat(counters.get(CellField.SERVER_COUNTERS)).as("InnoDB's counters grew by the load").asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsKeys("INNODB_BUFFER_POOL_READS", "INNODB_DATA_WRITTEN", "INNODB_PAGES_WRITTEN", "INNODB_DATA_FSYNCS")
                .hasEntrySatisfying("INNODB_BUFFER_POOL_READ_REQUESTS", requests -> assertThat((Long) requests).isPositive())
                .hasEntrySatisfying("INNODB_OS_LOG_WRITTEN", redo -> assertThat((Long) redo).isPositive());
        StoredTrips again = TestTrips.storeOnce(loader, TestTrips.csv(generated));
        assertThat(again.digest().describeDifference(TestTrips.expected(factory.shape(), generated))).isEmpty();
        assertThat(again.digest().rows()).isEqualTo(GENERATED_ROWS);
    }

    @Test
    void everyJdbcAndHibernateVariantButPgJdbcsRewriteStepRunsOnMariaDb() {
        assertThat(variants().map(arguments -> arguments.get()[0] + "/" + arguments.get()[1]))
                .containsExactlyInAnyOrder("jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned");
    }

    @Test
    void theTripTablesDigestFromSqlEqualsJavasForEveryLoader() throws Exception {
        for (TripLoader loader : List.of(new JdbcLoadDataTripLoader(TestTrips.context(directory, database)),
                new HibernateStatelessTripLoader(TestTrips.context(directory, database)))) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.of(DELICATE));
            assertThat(stored.digest().describeDifference(TestTrips.expected(TripShape.TRIP, DELICATE))).as(loader.getClass().getName()).isEmpty();
        }
    }

    @Test
    void theStudysTableHoldsTheStudysTypesAndValuesAndItsDigestFromSqlEqualsJavas() throws Exception {
        for (TripLoader loader : List.of(new JdbcPaperTripLoader(TestTrips.context(directory, database)),
                new HibernatePaperTripLoader(TestTrips.context(directory, database)))) {
            TestTrips.store(loader, TestTrips.of(DELICATE));
            try (Connection c = database.connect(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT tripId, vendorId, storeAndFwdFlag, passengerCount, fareAmount FROM trip_details"
                         + " WHERE pickupLocationId = '264'")) {
                rs.next();
                assertThat(UUID.fromString(rs.getString(1)).version()).isEqualTo(4);
                assertThat(rs.getString(2)).isEmpty();
                assertThat(rs.getString(3)).as("CHAR(1) reads back without its trailing blank").isEmpty();
                assertThat(rs.getShort(4)).isZero();
                assertThat(rs.getFloat(5)).isEqualTo(-0.005f);
            }
            assertThat(loader.inspect().digest().describeDifference(TestTrips.expected(TripShape.TRIP_DETAILS, DELICATE)))
                    .as(loader.implementation()).isEmpty();
        }
        assertThat(columnTypes("trip_details")).containsEntry("tripId", "varchar").containsEntry("fareAmount", "float")
                .containsEntry("passengerCount", "smallint").containsEntry("storeAndFwdFlag", "char")
                .containsEntry("pickupDateTime", "datetime");
        assertThat(columnTypes("trip")).containsEntry("pickup", "datetime").containsEntry("fare_amount", "double");
    }

    @Test
    void theBulkLoadFillsTheKeyedTableInOneTransactionAndAFailedReadCommitsNothing() throws Exception {
        TripLoader load = new JdbcLoadDataTripLoader(TestTrips.context(directory, database));
        TripSource failing = consumer -> {
            for (Trip trip : DELICATE) {
                consumer.accept(trip);
            }
            throw new IllegalStateException("row 5 of trips.csv is malformed");
        };
        assertThatThrownBy(() -> TestTrips.store(load, failing)).isInstanceOf(IllegalStateException.class)
                .hasMessage("row 5 of trips.csv is malformed");
        assertThat(rows("trip")).isZero();

        TestTrips.store(load, TestTrips.of(DELICATE));
        assertThat(rows("trip")).isEqualTo(DELICATE.size());
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT GROUP_CONCAT(column_name) FROM information_schema.key_column_usage"
                     + " WHERE table_schema = DATABASE() AND table_name = 'trip' AND constraint_name = 'PRIMARY'")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("id");
        }
        assertThat(load.inspect().digest().rows()).isEqualTo(DELICATE.size());
        assertThat(rows("trip")).as("the proof empties the table").isZero();
    }

    private static long rows(String table) throws SQLException {
        try (Connection c = database.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Map<String, String> columnTypes(String table) throws SQLException {
        Map<String, String> types = new HashMap<>();
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = DATABASE()"
                     + " AND table_name = '" + table + "'")) {
            while (rs.next()) {
                types.put(rs.getString(1), rs.getString(2));
            }
        }
        return types;
    }

}
