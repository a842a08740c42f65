package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripShape;

/** What the object-graph loaders leave in the storage, opened afresh: the study's day-of-month map and the tuned date map. */
@Slow
class MicroStreamShapesTest {
    private static final LocalDate NEW_YEARS_EVE = LocalDate.of(2020, 12, 31);

    @TempDir
    Path directory;

    @Test
    void tunedKeepsOutOfMonthPickupsUnderTheirOwnDateInManyChunksAndCommitsWithTheirRowsAsIds() throws Exception {
        List<Trip> csv = new ArrayList<>();
        TestTrips.csv(TestTrips.realSample()).forEach(csv::add);
        for (boolean tuned : new boolean[] {true, false}) {
            Path store = directory.resolve("tuned-" + tuned);
            MicroStreamTunedTripLoader loader = new MicroStreamTunedTripLoader(TestTrips.context(store, null), tuned, 500, 2_000);
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.csv(TestTrips.realSample()));
            assertThat(stored.digest()).isEqualTo(TestTrips.expected(TripShape.TRIP, TestTrips.realSample()));

            EmbeddedStorageManager storage = MicroStreamTripStorages.start(store, 1, tuned);
            try {
                Map<LocalDate, TripDay> days = ((TripGraph) storage.root()).days();
                assertThat(days).containsKey(NEW_YEARS_EVE);
                List<TripChunk> december = days.get(NEW_YEARS_EVE).chunks().stream().map(chunk -> chunk.get()).toList();
                assertThat(december.stream().mapToInt(TripChunk::size).sum()).isEqualTo(16);
                for (TripChunk chunk : december) {
                    for (int slot = 0; slot < chunk.size(); slot++) {
                        assertThat(chunk.trip(slot)).isEqualTo(csv.get((int) chunk.id(slot) - 1));
                        assertThat(chunk.trip(slot).pickup().toLocalDate()).isEqualTo(NEW_YEARS_EVE);
                    }
                }
                TripDay firstOfJanuary = days.get(LocalDate.of(2021, 1, 1));
                assertThat(firstOfJanuary.chunks()).hasSizeGreaterThan(1);
                assertThat(firstOfJanuary.chunks()).allMatch(chunk -> chunk.get().size() <= 500);
            } finally {
                storage.shutdown();
            }
        }
    }

    @Test
    void paperStoresTheStudysEntityByDayOfMonthSoNewYearsEveLandsInDay31() throws Exception {
        Path store = directory.resolve("paper");
        StoredTrips stored = TestTrips.storeOnce(new MicroStreamPaperTripLoader(TestTrips.context(store, null)),
                TestTrips.csv(TestTrips.realSample()));
        assertThat(stored.digest()).isEqualTo(TestTrips.expected(TripShape.TRIP_DETAILS, TestTrips.realSample()));

        EmbeddedStorageManager storage = MicroStreamTripStorages.start(store, 1, false);
        try {
            @SuppressWarnings("unchecked")
            Map<Integer, Lazy<List<TripDetails>>> days = (Map<Integer, Lazy<List<TripDetails>>>) storage.root();
            assertThat(days.keySet()).hasSize(MicroStreamPaperTripLoader.DAYS).allMatch(day -> day >= 1 && day <= 31);
            assertThat(days.get(31).get()).filteredOn(trip -> trip.pickupDateTime().toLocalDate().equals(NEW_YEARS_EVE)).hasSize(16);
            assertThat(days.get(1).get()).extracting(TripDetails::tripId).contains(TripIds.uuid(TestTrips.SEED, 1));
        } finally {
            storage.shutdown();
        }
    }
}
