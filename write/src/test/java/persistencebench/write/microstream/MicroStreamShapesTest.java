package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.model.trip.Trip;
import persistencebench.write.CsvTripSource;
import persistencebench.write.StoredTrips;
import persistencebench.write.TestTrips;

/** What the MicroStream loaders leave in the storage, opened afresh: the paper's day-of-month map and the tuned date map. */
class MicroStreamShapesTest {
    private static final LocalDate NEW_YEARS_EVE = LocalDate.of(2020, 12, 31);

    @TempDir
    Path directory;

    @Test
    void tunedKeepsOutOfMonthPickupsUnderTheirOwnDateInManyChunksAndCommits() throws Exception {
        for (boolean tripHandler : new boolean[] {true, false}) {
            Path store = directory.resolve("tuned-" + tripHandler);
            MicroStreamTunedTripLoader loader = new MicroStreamTunedTripLoader(store, 2, tripHandler, 500, 2_000);
            loader.reset();
            CsvTripSource source = TestTrips.csv(TestTrips.realSample());
            loader.load(source);
            StoredTrips stored = loader.inspect();
            assertThat(stored.checksum()).isEqualTo(source.report().checksum());

            EmbeddedStorageManager storage = MicroStreamStorages.start(store, 2, tripHandler);
            try {
                @SuppressWarnings("unchecked")
                Map<LocalDate, TripDay> days = (Map<LocalDate, TripDay>) storage.root();
                assertThat(days).containsKey(NEW_YEARS_EVE);
                List<Trip> december = days.get(NEW_YEARS_EVE).chunks().stream().flatMap(chunk -> chunk.get().stream()).toList();
                assertThat(december).hasSize(16).allMatch(trip -> trip.pickup().toLocalDate().equals(NEW_YEARS_EVE));
                TripDay firstOfJanuary = days.get(LocalDate.of(2021, 1, 1));
                assertThat(firstOfJanuary.chunks()).hasSizeGreaterThan(1);
                assertThat(firstOfJanuary.chunks()).allMatch(chunk -> chunk.get().size() <= 500);
            } finally {
                storage.shutdown();
            }
            loader.close();
        }
    }

    @Test
    void paperKeysByDayOfMonthSoNewYearsEveLandsInDay31() throws Exception {
        MicroStreamPaperTripLoader loader = new MicroStreamPaperTripLoader(directory.resolve("paper"), 1);
        loader.reset();
        CsvTripSource source = TestTrips.csv(TestTrips.realSample());
        loader.load(source);
        assertThat(loader.inspect().checksum()).isEqualTo(source.report().checksum());

        EmbeddedStorageManager storage = MicroStreamStorages.start(directory.resolve("paper"), 1, false);
        try {
            @SuppressWarnings("unchecked")
            Map<Integer, Lazy<List<Trip>>> days = (Map<Integer, Lazy<List<Trip>>>) storage.root();
            assertThat(days.get(31).get()).filteredOn(trip -> trip.pickup().toLocalDate().equals(NEW_YEARS_EVE)).hasSize(16);
        } finally {
            storage.shutdown();
        }
    }
}
