package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
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
import persistencebench.write.plugin.TripShape;
import persistencebench.write.singleops.SingleOp.Kind;

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
        assertThat(metrics).containsEntry("operationsPerPhase", 200).containsKey("openMillis").containsEntry("warmupOperations", 200);
        assertThat(metrics.get("insert")).asInstanceOf(InstanceOfAssertFactories.MAP).doesNotContainKey("digestOk")
                .extractingByKey("insert", InstanceOfAssertFactories.MAP).containsEntry("operations", 200L)
                .containsKeys("p50Micros", "p90Micros", "p99Micros", "maxMicros");
        assertThat(metrics.get("find")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKey("read");
        assertThat(metrics.get("mixA")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKeys("read", "update");
        assertThat(metrics.get("mixC")).asInstanceOf(InstanceOfAssertFactories.MAP).containsKey("read").doesNotContainKey("update");
    }

    @Test
    void theStoreIsQuiescedOnceAfterTheWarmUpAndBeforeTheFirstMeasuredOperation() throws Exception {
        MapTripOperations operations = new MapTripOperations(loaded);
        Map<String, Object> metrics = SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>());

        assertThat(operations.quiesces).isEqualTo(1);
        assertThat(operations.operationsBeforeQuiesce).as("the warm-up's operations, none of a phase").isEqualTo(spec.plan().warmup().size());
        assertThat(metrics).containsEntry("quiesce", "nothing: a map").containsKey("quiesceMillis");
    }

    @Test
    void insertedTripsUnderSwappedIdsAreCaughtRightAfterTheInsertsAndByTheFinalDigest() throws Exception {
        List<SingleOp> inserts = spec.plan().sequence().get(SingleOpsPhase.INSERT);
        MapTripOperations correct = new MapTripOperations(loaded);
        Map<String, Object> metrics = SingleOpsPhases.run(() -> correct, spec, new LinkedHashMap<>());
        assertThat(metrics.get("insert")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("idsVerified", 200);

        MapTripOperations swapping = new MapTripOperations(loaded);
        swapping.swappedInserts = new long[] {inserts.get(0).id(), inserts.get(1).id()};
        assertThatThrownBy(() -> SingleOpsPhases.run(() -> swapping, spec, new LinkedHashMap<>()))
                .isInstanceOf(VerificationException.class)
                .hasMessageStartingWith("singleOps insert: the trip under the inserted id " + inserts.get(0).id() + " has other values than were inserted");
        MapTripOperations insertedRight = new MapTripOperations(loaded);
        for (SingleOp insert : inserts) {
            insertedRight.insert(insert.id(), insert.trip());
        }
        assertThat(swapping.digest().describeDifference(insertedRight.digest())).as("the same trips, only under swapped ids")
                .contains("hashSliceA").doesNotContain("rows:").doesNotContain("id:");
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
        assertThat(spec.asLoaded(operations.digest()).describeDifference(csvDigest))
                .as("the 200 deleted trips and the 50 warm-up trips stay").startsWith("rows: 2250 instead of 2000 (+250)");
    }

    @Test
    void theWarmUpRunsEveryKindOfOperationOnceARoundAndLeavesTheStoreAsItWas() {
        List<SingleOp> warmup = spec.plan().warmup();
        assertThat(warmup).hasSize(200).extracting(SingleOp::kind).containsSequence(Kind.INSERT, Kind.READ, Kind.UPDATE, Kind.DELETE);
        assertThat(warmup).filteredOn(op -> op.kind() != Kind.READ).extracting(SingleOp::id).as("warm-up trips above the inserted ones")
                .allMatch(id -> id > ROWS + 200);
        assertThat(warmup.stream().filter(op -> op.kind() == Kind.INSERT).count())
                .isEqualTo(warmup.stream().filter(op -> op.kind() == Kind.DELETE).count());
    }

    @Test
    void aReadThatFindsNothingNamesTheTripAndWhereItRan() {
        Set<Long> warmupReads = spec.plan().warmup().stream().filter(op -> op.kind() == Kind.READ).map(SingleOp::id).collect(Collectors.toSet());
        MapTripOperations operations = new MapTripOperations(loaded);
        operations.missingOnRead = spec.plan().sequence().get(SingleOpsPhase.FIND).stream().map(SingleOp::id)
                .filter(id -> !warmupReads.contains(id)).findFirst().orElseThrow();
        assertThatThrownBy(() -> SingleOpsPhases.run(() -> operations, spec, new LinkedHashMap<>()))
                .isInstanceOf(VerificationException.class)
                .hasMessage("singleOps find: the store has no trip " + operations.missingOnRead + " to read, although the operations before left one there");

        MapTripOperations missingInWarmup = new MapTripOperations(loaded);
        missingInWarmup.missingOnRead = warmupReads.iterator().next();
        assertThatThrownBy(() -> SingleOpsPhases.run(() -> missingInWarmup, spec, new LinkedHashMap<>()))
                .hasMessageStartingWith("singleOps warmup: the store has no trip " + missingInWarmup.missingOnRead + " to read");
    }
}
