package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripCsvReader;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.TripShape;

/**
 * The single-operation proof, on a store in a map: correct operations leave exactly the expected answers and final
 * state, and each kind of faulty operation is caught with a message that says what went wrong.
 */
class SingleOpsVerificationTest {
    private static final long ROWS = 2_000;

    @TempDir
    static Path directory;
    private static SingleOpsSpec spec;
    private static Map<Long, Trip> loaded;
    private static RowDigest csvDigest;

    @BeforeAll
    static void prepare() throws Exception {
        Path csv = TestTrips.generated(directory, ROWS);
        spec = SingleOpsReference.expected(csv, BadRowPolicy.FAIL, new SingleOpsPlan(TestTrips.SEED, ROWS, 200));
        loaded = new HashMap<>();
        long[] id = {0};
        new TripCsvReader(csv, BadRowPolicy.FAIL).read(trip -> loaded.put(++id[0], trip), done -> { });
        csvDigest = TestTrips.expected(TripShape.TRIP, csv);
    }

    @Test
    void correctOperationsAnswerAsExpectedAndLeaveTheCsvsTripsWithTheirKnownEffect() throws Exception {
        MapTripOperations operations = new MapTripOperations(loaded);
        Map<String, Object> metrics = SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>());

        assertThat(spec.asLoaded(operations.digest()).describeDifference(csvDigest)).isEmpty();
        assertThat(operations.digest().describeDifference(csvDigest)).as("the operations did change the store").isNotEmpty();
        assertThat(metrics).containsEntry("operationsPerPhase", 200).containsKey("openMillis");
        for (SingleOpsPhase phase : SingleOpsPhase.values()) {
            assertThat(metrics.get(phase.key())).as(phase.key()).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("warmups", 20);
        }
        assertThat(metrics.get("insert")).asInstanceOf(InstanceOfAssertFactories.MAP).doesNotContainKey("digestOk")
                .extractingByKey("insert", InstanceOfAssertFactories.MAP).containsEntry("operations", 180L)
                .containsKeys("p50Micros", "p90Micros", "p99Micros", "maxMicros");
        assertThat(metrics.get("find")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKey("read");
        assertThat(metrics.get("mixA")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKeys("read", "update");
        assertThat(metrics.get("mixC")).asInstanceOf(InstanceOfAssertFactories.MAP).containsKey("read").doesNotContainKey("update");
    }

    @Test
    void anUpdateThatChangesNothingIsCaughtByTheReadsAfterIt() {
        MapTripOperations operations = new MapTripOperations(loaded);
        operations.updatesChangeNothing = true;
        assertThatThrownBy(() -> SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>()))
                .isInstanceOf(VerificationException.class).hasMessageContaining("reads answered other trips than expected")
                .hasMessageContaining("fareAmountCents");
    }

    @Test
    void aDeleteThatKeepsTheTripIsCaughtByTheFinalState() throws Exception {
        MapTripOperations operations = new MapTripOperations(loaded);
        operations.deletesKeepTheTrip = true;
        SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>());
        assertThat(spec.asLoaded(operations.digest()).describeDifference(csvDigest)).startsWith("rows: 2200 instead of 2000 (+200)");
    }

    @Test
    void aReadThatFindsNothingNamesTheTrip() {
        MapTripOperations operations = new MapTripOperations(loaded);
        operations.missingOnRead = spec.plan().sequence().get(SingleOpsPhase.FIND).get(0).id();
        assertThatThrownBy(() -> SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>()))
                .isInstanceOf(VerificationException.class)
                .hasMessage("singleOps find: the store has no trip " + operations.missingOnRead + " to read, although the operations before left one there");
    }
}
