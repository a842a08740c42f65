package persistencebench.write.triptables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.hibernate.HibernatePaperTripLoader;
import persistencebench.write.hibernate.HibernateStatelessTripLoader;
import persistencebench.write.jdbc.JdbcBackend;
import persistencebench.write.jdbc.JdbcCopyTripLoader;
import persistencebench.write.jdbc.JdbcPaperTripLoader;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;

/**
 * PostgreSQL computes the very digest Java does for both tables, also where rounding, floats, blanks and nulls are
 * delicate; the tables are prepared, loaded and emptied as each loader's samples need.
 */
@Slow
class SqlTripTablesTest {
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 31, 23, 59, 59);

    /** Half cents (x.xx5 in binary is a little above or below), exact halves (0.125 * 100 = 12.5, rounds to even), negatives, nulls. */
    static final List<Trip> DELICATE = List.of(
            new Trip(1, PICKUP, PICKUP.plusMinutes(3), 1, 2.675, 1, "N", 1, 2, 1, 1.005, 0.125, 0.375, -0.125, -2.675, 0.3, 1.115, 2.5),
            new Trip(null, PICKUP.minusMonths(1), PICKUP, null, 0.015, null, null, 264, 265, null, -0.005, -0.5, -0.5, 0, 0, -0.3, -1.3, null),
            new Trip(2, LocalDateTime.of(2008, 12, 31, 23, 59, 0), LocalDateTime.of(2084, 1, 1, 0, 0), 9, 1e6, 99, "Y", 1, 1, 5,
                    999999.99, 0, 0, 0, 0, 0, 999999.99, 0.0),
            new Trip(2, PICKUP, PICKUP, 0, 0, 5, "?", 7, 7, 4, 0, 0, 0, 0, 0, 0, 0, -2.5));

    @TempDir
    java.nio.file.Path directory;

    @Test
    void theTripTablesDigestFromSqlEqualsJavasForEveryLoader() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("trip_digest");
        for (TripLoader loader : List.of(new JdbcCopyTripLoader(TestTrips.context(directory, database)),
                new HibernateStatelessTripLoader(TestTrips.context(directory, database)), insertStep(database))) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.of(DELICATE));
            assertThat(stored.digest().describeDifference(TestTrips.expected(TripShape.TRIP, DELICATE))).as(loader.getClass().getName()).isEmpty();
            assertThat((Long) TestTrips.countersOfOneSample(loader, TestTrips.of(DELICATE)).get(CellField.WAL_BYTES)).isPositive();
        }
    }

    @Test
    void theStudysTableHoldsTheStudysTypesAndValuesAndItsDigestFromSqlEqualsJavas() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("details_digest");
        for (TripLoader loader : List.of(new JdbcPaperTripLoader(TestTrips.context(directory, database)),
                new JdbcPaperTripLoader(TestTrips.context(directory, database), "reWriteBatchedInserts=true"),
                new HibernatePaperTripLoader(TestTrips.context(directory, database)))) {
            TestTrips.store(loader, TestTrips.of(DELICATE));
            try (Connection c = database.connect(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT tripid, vendorid, storeandfwdflag, passengercount, fareamount FROM trip_details"
                         + " WHERE pickuplocationid = '264'")) {
                rs.next();
                assertThat(UUID.fromString(rs.getString(1)).version()).isEqualTo(4);
                assertThat(rs.getString(2)).isEmpty();
                assertThat(rs.getString(3)).isEqualTo(" ");
                assertThat(rs.getShort(4)).isZero();
                assertThat(rs.getFloat(5)).isEqualTo(-0.005f);
            }
            assertThat(loader.inspect().digest().describeDifference(TestTrips.expected(TripShape.TRIP_DETAILS, DELICATE)))
                    .as(loader.implementation()).isEmpty();
        }
        assertThat(columnTypes(database)).containsEntry("tripid", "character varying").containsEntry("fareamount", "real")
                .containsEntry("passengercount", "smallint").containsEntry("storeandfwdflag", "character")
                .containsEntry("pickupdatetime", "timestamp without time zone").containsEntry("vendorid", "character varying");
    }

    @Test
    void theBulkLoadsBuildTheKeyInTheirTransactionFromATableResetWithoutItAndCopyWritesTheRowsFrozen() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("bulk");
        TripLoader copy = new JdbcCopyTripLoader(TestTrips.context(directory, database));
        TestTrips.store(copy, TestTrips.of(DELICATE));
        assertThat(primaryKey(database, "trip")).isEqualTo("PRIMARY KEY (id)");
        try (Connection c = database.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION IF NOT EXISTS pg_visibility");
            try (ResultSet rs = s.executeQuery("SELECT all_frozen FROM pg_visibility_map_summary('trip')")) {
                rs.next();
                assertThat(rs.getLong(1)).as("pages written frozen by COPY ... (FREEZE)").isPositive();
            }
        }
        assertThat(copy.reset()).as("a quiet database: no autovacuumBusy").isEmpty();
        assertThat(rows(database, "trip")).isZero();
        assertThat(primaryKey(database, "trip")).as("the bulk load's reset leaves the table without its key").isNull();

        // Hibernate's tuned load and the JDBC insert step load in COPY's shape on PostgreSQL
        for (TripLoader loader : List.of(new HibernateStatelessTripLoader(TestTrips.context(directory, database)), insertStep(database))) {
            loader.reset();
            assertThat(primaryKey(database, "trip")).as(loader.implementation() + ": reset without the key").isNull();
            loader.open();
            try {
                loader.store(TestTrips.of(DELICATE));
                loader.close();
            } finally {
                loader.release();
            }
            assertThat(primaryKey(database, "trip")).as(loader.implementation() + ": the key built in the load").isEqualTo("PRIMARY KEY (id)");
            assertThat(rows(database, "trip")).isEqualTo(DELICATE.size());
            loader.inspect();
        }
    }

    @Test
    void aTableWithTheBulkShapeIsNeverResetTheGenericWay() {
        assertThatThrownBy(() -> new TripTable(PostgresEngine.NAME).execute(null, "reset")).isInstanceOf(IllegalStateException.class)
                .hasMessage("the trip table loads in its bulk shape in postgresql: a loader prepares it with bulk-reset, not reset");
    }

    /** The JDBC {@code insert} step, as its variant creates it. */
    private TripLoader insertStep(DatabaseTarget database) {
        return new JdbcBackend().variants().stream().filter(variant -> variant.name().equals("insert")).findFirst().orElseThrow()
                .strategy().create(TestTrips.context(directory, database));
    }

    @Test
    void theProofEmptiesTheTableSoNoLoadedTableLingers() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("emptied");
        assertThat(TestTrips.storeOnce(new JdbcCopyTripLoader(TestTrips.context(directory, database)), TestTrips.of(DELICATE)).digest().rows())
                .isEqualTo(DELICATE.size());
        assertThat(TestTrips.storeOnce(new JdbcPaperTripLoader(TestTrips.context(directory, database)), TestTrips.of(DELICATE)).digest().rows())
                .isEqualTo(DELICATE.size());
        assertThat(rows(database, "trip")).isZero();
        assertThat(rows(database, "trip_details")).isZero();
    }

    @Test
    void bothTablesHaveAutovacuumOff() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("autovacuum");
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT relname, array_to_string(reloptions, ',') FROM pg_class"
                     + " WHERE relname IN ('trip', 'trip_details') ORDER BY relname")) {
            Map<String, String> options = new HashMap<>();
            while (rs.next()) {
                options.put(rs.getString(1), rs.getString(2));
            }
            assertThat(options).containsEntry("trip", "autovacuum_enabled=off").containsEntry("trip_details", "autovacuum_enabled=off");
        }
    }

    private static long rows(DatabaseTarget database, String table) throws SQLException {
        try (Connection c = database.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM " + table)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The definition of the table's primary key, or null when it has none. */
    private static String primaryKey(DatabaseTarget database, String table) throws SQLException {
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE contype = 'p' AND conrelid = '"
                     + table + "'::regclass")) {
            return rs.next() ? rs.getString(1) : null;
        }
    }

    private static Map<String, String> columnTypes(DatabaseTarget database) throws Exception {
        Map<String, String> types = new HashMap<>();
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'trip_details'")) {
            while (rs.next()) {
                types.put(rs.getString(1), rs.getString(2));
            }
        }
        return types;
    }
}
