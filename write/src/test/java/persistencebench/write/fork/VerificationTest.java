package persistencebench.write.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.jdbc.JdbcCopyTripLoader;
import persistencebench.write.microstream.MicroStreamTunedTripLoader;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.plugin.WriteBackend;

/**
 * The proof catches what a faulty loader does, computed by the store itself (SQL, or a reopened storage): a row too
 * few (as the study's JDBC loader lost its last partial batch), one wrong value, one value swapped between two rows,
 * which leaves every column sum unchanged, and the right trips under the wrong ids (two swapped, or every id shifted
 * by one), which a digest of the trips without their ids would pass.
 */
@Slow
class VerificationTest {
    private static final long ROWS = 2_000;
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    static Path directory;
    private static Path csv;
    private static DatabaseTarget database;

    @BeforeAll
    static void prepare() throws Exception {
        csv = TestTrips.generated(directory, ROWS);
        database = TestTrips.freshDatabase("faulty");
    }

    /** A loader that hands the real one what {@code fault} makes of the trips. */
    private interface Fault {
        List<Trip> apply(List<Trip> trips);
    }

    private static TripLoader faulty(TripLoader real, Fault fault) {
        return new TripLoader() {
            @Override
            public Map<CellField, Object> reset() throws Exception {
                return real.reset();
            }

            @Override
            public void open() throws Exception {
                real.open();
            }

            @Override
            public void store(TripSource trips) throws Exception {
                List<Trip> read = new ArrayList<>();
                trips.forEach(read::add);
                real.store(TestTrips.of(fault.apply(read)));
            }

            @Override
            public void close() throws Exception {
                real.close();
            }

            @Override
            public StoredTrips inspect() throws Exception {
                return real.inspect();
            }

            @Override
            public void release() throws Exception {
                real.release();
            }
        };
    }

    private static List<Trip> withoutRow(List<Trip> trips, int index) {
        List<Trip> out = new ArrayList<>(trips);
        out.remove(index);
        return out;
    }

    private static List<Trip> withFare(List<Trip> trips, int index, double fare) {
        List<Trip> out = new ArrayList<>(trips);
        Trip t = out.get(index);
        out.set(index, new Trip(t.vendorId(), t.pickup(), t.dropoff(), t.passengerCount(), t.tripDistance(), t.ratecodeId(),
                t.storeAndFwdFlag(), t.puLocationId(), t.doLocationId(), t.paymentType(), fare, t.extra(), t.mtaTax(), t.tipAmount(),
                t.tollsAmount(), t.improvementSurcharge(), t.totalAmount(), t.congestionSurcharge()));
        return out;
    }

    /** Row {@code a}'s fare swapped with the next row's that has another fare. */
    private static List<Trip> withFaresSwapped(List<Trip> trips, int a) {
        int b = a + 1;
        while (trips.get(b).fareAmount() == trips.get(a).fareAmount()) {
            b++;
        }
        return withFare(withFare(trips, a, trips.get(b).fareAmount()), b, trips.get(a).fareAmount());
    }

    /** Rows {@code a} and {@code b} trade places, so each is stored under the other's id. */
    private static List<Trip> withTripsSwapped(List<Trip> trips, int a, int b) {
        List<Trip> out = new ArrayList<>(trips);
        out.set(a, trips.get(b));
        out.set(b, trips.get(a));
        return out;
    }

    /** The first row moved to the end: every trip stored under the id of the row before it, the first under the last id. */
    private static List<Trip> withIdsShifted(List<Trip> trips) {
        List<Trip> out = new ArrayList<>(trips.subList(1, trips.size()));
        out.add(trips.get(0));
        return out;
    }

    private static CellResult measure(String backend, TripShape shape, TripLoader loader) throws IOException {
        WriteTask spec = new WriteTask(backend, "faulty", "faulty", shape.phase(), null, csv.toString(), null, BadRowPolicy.FAIL, ROWS, null,
                TestTrips.SEED, "disk", 0, 2, 1, directory.resolve("unused").toString(), null, null, null, null, null, null, null);
        CellResult cell = new CellResult(backend, "faulty", shape.phase(), null);
        return new CellRunner(0, 2, QUIET).run(cell, new WriteSample(spec, loader, TestTrips.expected(shape, csv), cell));
    }

    private static TripLoader sql() {
        return new JdbcCopyTripLoader(TestTrips.context(directory, database));
    }

    private static TripLoader objects(String name) {
        return new MicroStreamTunedTripLoader(TestTrips.context(directory.resolve(name), null), true);
    }

    private static TripLoader keyValue(String name) {
        return WriteBackend.registry().byName("mvstore").variant("tuned").orElseThrow().strategy()
                .create(TestTrips.context(directory.resolve(name), null));
    }

    @Test
    void aMissingRowFailsTheCellInSqlAndInAnObjectStore() throws Exception {
        for (TripLoader real : List.of(sql(), objects("missing"))) {
            CellResult cell = measure("lossy", TripShape.TRIP, faulty(real, trips -> withoutRow(trips, 1_499)));
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).contains("verification failed").contains("rows: 1999 instead of 2000 (-1)");
            assertThat(cell.metric(CellField.ROWS_STORED)).isEqualTo(1999L);
            assertThat(cell.metric(CellField.ROWS_EXPECTED)).isEqualTo(2000L);
            assertThat(cell.metric(CellField.CHECKSUM_OK)).isEqualTo(false);
        }
    }

    @Test
    void oneWrongValueFailsTheCellNamingTheColumn() throws Exception {
        for (TripLoader real : List.of(sql(), objects("wrong"))) {
            CellResult cell = measure("wrong", TripShape.TRIP, faulty(real, trips -> withFare(trips, 700, trips.get(700).fareAmount() + 0.01)));
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).contains("hashSliceA").contains("fareAmountCents").doesNotContain("rows:");
        }
    }

    @Test
    void aValueSwappedBetweenTwoRowsFailsTheCellThoughEveryColumnSumAgrees() throws Exception {
        for (TripLoader real : List.of(sql(), objects("swapped"))) {
            CellResult cell = measure("swapped", TripShape.TRIP, faulty(real, trips -> withFaresSwapped(trips, 10)));
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).contains("hashSlice").doesNotContain("fareAmountCents");
        }
    }

    @Test
    void theRightTripsUnderTheWrongIdsFailTheCellInEveryKindOfKeyedStore() throws Exception {
        Map<String, Fault> faults = Map.of("swapped", trips -> withTripsSwapped(trips, 10, 1_500), "shifted", VerificationTest::withIdsShifted);
        for (Map.Entry<String, Fault> fault : faults.entrySet()) {
            for (TripLoader real : List.of(sql(), objects(fault.getKey() + "-ids"), keyValue(fault.getKey() + "-ids"))) {
                CellResult cell = measure(fault.getKey(), TripShape.TRIP, faulty(real, fault.getValue()));
                assertThat(cell.ok()).as(fault.getKey() + " ids in " + real.implementation()).isFalse();
                assertThat(cell.failure()).contains("hashSliceA").doesNotContain("rows:").doesNotContain("id:")
                        .doesNotContain("fareAmountCents");
            }
        }
    }

    @Test
    void aFaithfulLoaderPassesWithItsMetrics() throws Exception {
        CellResult cell = measure("faithful", TripShape.TRIP, sql());
        assertThat(cell.ok()).as(cell.failure()).isTrue();
        assertThat(cell.samplesMillis()).hasSize(2);
        assertThat(cell.metric(CellField.ROWS_STORED)).isEqualTo(ROWS);
        assertThat(cell.metric(CellField.CHECKSUM_OK)).isEqualTo(true);
        assertThat((Long) cell.metric(CellField.DISK_BYTES)).isPositive();
        assertThat((Long) cell.metric(CellField.WAL_BYTES)).isPositive();
        assertThat((String) cell.metric(CellField.TRIP_CHECKSUM)).startsWith("rows 2000, md5 sums ");
        assertThat(cell.openMillis()).isNotNull();
        assertThat(cell.closeMillis()).isNotNull();
    }
}
