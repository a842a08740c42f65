package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.readback.ReadBackPhase;
import persistencebench.write.readback.ReadBackPhases;
import persistencebench.write.readback.ReadBackPlan;
import persistencebench.write.readback.ReadBackReference;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsPhases;
import persistencebench.write.singleops.SingleOpsPlan;
import persistencebench.write.singleops.SingleOpsReference;
import persistencebench.write.singleops.SingleOpsSpec;
import persistencebench.write.singleops.TripOperations;

/**
 * The tuned graph found by trip id, in small chunks so that the real TLC sample spans hundreds of them, every date
 * several, and inserts fill chunks and start new ones: lookups and scans answer the CSV's trips, the single operations
 * answer and leave exactly what the CSV with the operations applied holds, in both storage set-ups.
 */
@Slow
class TripGraphByIdTest {
    private static final int CHUNK_TRIPS = 64;
    private static final int COMMIT_TRIPS = 1_000;

    @TempDir
    Path directory;

    private MicroStreamTunedTripLoader loaded(String name, boolean tuned) throws Exception {
        MicroStreamTunedTripLoader loader = new MicroStreamTunedTripLoader(TestTrips.context(directory.resolve(name), null), tuned,
                CHUNK_TRIPS, COMMIT_TRIPS);
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));
        return loader;
    }

    @Test
    void findsEveryTripOfTheCsvUnderItsRowNumberAndNothingElse() throws Exception {
        List<Trip> csv = new ArrayList<>();
        TestTrips.csv(TestTrips.realSample()).forEach(csv::add);
        MicroStreamTunedTripLoader loader = loaded("lookup", true);
        try (TripLookup lookup = loader.openLookup()) {
            for (int id = 1; id <= csv.size(); id++) {
                assertThat(lookup.get(id)).as("trip %d", id).isEqualTo(csv.get(id - 1));
            }
            assertThat(lookup.get(0)).isNull();
            assertThat(lookup.get(csv.size() + 1)).isNull();
            assertThat(lookup.get(csv.size() + TripIdIndex.PAGE_IDS * 3L)).isNull();
            List<Trip> scanned = new ArrayList<>();
            lookup.scan(csv.size() - 9, 20, scanned::add);
            assertThat(scanned).containsExactlyElementsOf(csv.subList(csv.size() - 10, csv.size()));
        }
        assertThat(loader.inspect().digest()).isEqualTo(TestTrips.expected(TripShape.TRIP, TestTrips.realSample()));
    }

    @Test
    void answersTheReadBackPhasesOnBothStorageSetUps() throws Exception {
        ReadBackPlan plan = ReadBackPlan.of(TestTrips.SEED, TestTrips.SAMPLE_ROWS, 500);
        Map<String, List<Long>> expected = ReadBackReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL, plan);
        for (boolean tuned : new boolean[] {true, false}) {
            Map<String, Object> metrics = ReadBackPhases.run(loaded("read-back-" + tuned, tuned), plan, expected, new LinkedHashMap<>());
            for (ReadBackPhase phase : ReadBackPhase.values()) {
                assertThat(metrics.get(phase.key())).as(phase.key()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                        .containsEntry("digestOk", true);
            }
        }
    }

    @Test
    void singleOperationsLeaveTheCsvWithTheirEffectInTheReopenedStoreOnBothStorageSetUps() throws Exception {
        SingleOpsSpec spec = SingleOpsReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL,
                new SingleOpsPlan(TestTrips.SEED, TestTrips.SAMPLE_ROWS, 300));
        for (boolean tuned : new boolean[] {true, false}) {
            MicroStreamTunedTripLoader loader = loaded("operations-" + tuned, tuned);
            Map<String, Object> metrics = SingleOpsPhases.run(loader, spec, new LinkedHashMap<>());
            StoredTrips stored = loader.inspect();

            assertThat(spec.asLoaded(stored.digest())).isEqualTo(TestTrips.expected(TripShape.TRIP, TestTrips.realSample()));
            assertThat(metrics.get("quiesce")).asString().contains("issueFullGarbageCollection");
            EmbeddedStorageManager storage = MicroStreamTripStorages.start(directory.resolve("operations-" + tuned), 1, tuned);
            try {
                TripDay lastOfJuly = ((TripGraph) storage.root()).days().get(LocalDate.of(2021, 7, 31));
                assertThat(lastOfJuly.chunks()).as("300 inserts in chunks of at most " + CHUNK_TRIPS).hasSizeGreaterThan(300 / CHUNK_TRIPS)
                        .allMatch(chunk -> chunk.get().size() <= CHUNK_TRIPS);
            } finally {
                storage.shutdown();
            }
        }
    }

    @Test
    void anInsertBelowAChunksLastIdStartsANewChunkAndAnIdIsStoredOnce() throws Exception {
        MicroStreamTunedTripLoader loader = loaded("below", true);
        Trip first;
        try (TripLookup lookup = loader.openLookup()) {
            first = lookup.get(1);
        }
        long high = TestTrips.SAMPLE_ROWS + 10;
        long low = TestTrips.SAMPLE_ROWS + 5;
        try (TripOperations operations = loader.openOperations()) {
            operations.insert(high, first);
            operations.insert(low, first);
            assertThatIllegalArgumentException().isThrownBy(() -> operations.insert(1, first)).withMessageContaining("id 1 already");
            assertThat(operations.updateFare(high, 99.5)).isTrue();
            assertThat(operations.updateFare(low - 1, 99.5)).as("no trip under that id").isFalse();
            operations.delete(low - 1);
            operations.delete(1);
            assertThat(operations.get(1)).isNull();
        }
        try (TripLookup lookup = loader.openLookup()) {
            assertThat(lookup.get(low)).isEqualTo(first);
            assertThat(lookup.get(high).fareAmount()).isEqualTo(99.5);
            assertThat(lookup.get(1)).isNull();
        }
        assertThat(loader.inspect().digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS + 1);
    }
}
