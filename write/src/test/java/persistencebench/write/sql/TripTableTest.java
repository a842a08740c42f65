package persistencebench.write.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.TestPostgres;
import persistencebench.model.trip.Trip;
import persistencebench.model.trip.TripChecksum;
import persistencebench.write.DatabaseTarget;
import persistencebench.write.TestTrips;
import persistencebench.write.jdbc.JdbcBatchTripLoader;
import persistencebench.write.jdbc.JdbcCopyTripLoader;

/** PostgreSQL computes the very checksum Java does, also where rounding and nulls are delicate. */
class TripTableTest {
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 31, 23, 59, 59);

    /** Half cents (x.xx5 in binary is a little above or below), exact halves (0.125 * 100 = 12.5, rounds to even), negatives, nulls. */
    private static final List<Trip> DELICATE = List.of(
            new Trip(1, PICKUP, PICKUP.plusMinutes(3), 1, 2.675, 1, "N", 1, 2, 1, 1.005, 0.125, 0.375, -0.125, -2.675, 0.3, 1.115, 2.5),
            new Trip(null, PICKUP.minusMonths(1), PICKUP, null, 0.015, null, null, 264, 265, null, -0.005, -0.5, -0.5, 0, 0, -0.3, -1.3, null),
            new Trip(2, LocalDateTime.of(2008, 12, 31, 23, 59, 0), LocalDateTime.of(2084, 1, 1, 0, 0), 9, 1e6, 99, "Y", 1, 1, 5,
                    999999.99, 0, 0, 0, 0, 0, 999999.99, 0.0),
            new Trip(2, PICKUP, PICKUP, 0, 0, 5, "?", 7, 7, 4, 0, 0, 0, 0, 0, 0, 0, -2.5));

    @Test
    void checksumFromSqlEqualsJavasForDelicateValues() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("checksum");
        DataSource dataSource = TestPostgres.server().dataSource(database.database());
        TripChecksum expected = new TripChecksum();
        DELICATE.forEach(expected::add);

        new JdbcBatchTripLoader(dataSource, 3).load(TestTrips.of(DELICATE));
        assertThat(TripTable.inspect(dataSource).checksum().describeDifference(expected)).isEmpty();

        TripTable.empty(dataSource);
        new JdbcCopyTripLoader(dataSource).load(TestTrips.of(DELICATE));
        assertThat(TripTable.inspect(dataSource).checksum().describeDifference(expected)).isEmpty();
    }

    @Test
    void anEmptyTableHasTheEmptyChecksumAndCreateStartsOver() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("empty");
        DataSource dataSource = TestPostgres.server().dataSource(database.database());
        new JdbcBatchTripLoader(dataSource, 1000).load(TestTrips.of(DELICATE));
        TripTable.create(dataSource);
        assertThat(TripTable.inspect(dataSource).checksum()).isEqualTo(new TripChecksum());
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("INSERT INTO trip (id, pickup, dropoff, trip_distance, pu_location_id, do_location_id, fare_amount, extra, mta_tax,"
                    + " tip_amount, tolls_amount, improvement_surcharge, total_amount) VALUES (1, now(), now(), 0, 1, 1, 0, 0, 0, 0, 0, 0, 0)");
        }
        TripTable.empty(dataSource);
        assertThat(TripTable.inspect(dataSource).checksum().rows()).isZero();
    }
}
