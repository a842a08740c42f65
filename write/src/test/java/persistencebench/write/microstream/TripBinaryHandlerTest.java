package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.model.taxi.Trip;

/** Trips stored through the custom handler come back equal, nulls, flags, nanos and odd doubles included. */
class TripBinaryHandlerTest {
    @TempDir
    Path directory;

    @Test
    void everyValueRoundTrips() {
        LocalDateTime pickup = LocalDateTime.of(2021, 7, 1, 0, 0, 1, 123_456_789);
        List<Trip> trips = new ArrayList<>(List.of(
                new Trip(1, pickup, pickup.plusMinutes(9), 2, 1.5, 1, "N", 132, 7, 1, 12.5, 0.5, 0.5, 3.06, 0, 0.3, 19.36, 2.5),
                new Trip(null, pickup, pickup, null, -0.0, null, null, 1, 265, null, -52.0, -0.5, -0.5, 0, -6.55, -0.3, -59.85, null),
                new Trip(2, pickup, pickup.plusDays(1), 0, 0.1 + 0.2, 99, "Y", 264, 264, 4, Double.MIN_VALUE, 1e-7, 0, 0, 0, 0, 1e300, -2.5),
                new Trip(6, pickup, pickup, 9, Double.NaN, 5, "X", 1, 1, 2, Double.POSITIVE_INFINITY, 0, 0, 0, 0, 0, 0, 0.0)));
        EmbeddedStorageManager writer = MicroStreamTripStorages.start(directory, 1, true);
        writer.setRoot(trips);
        writer.storeRoot();
        writer.shutdown();

        EmbeddedStorageManager reader = MicroStreamTripStorages.start(directory, 1, true);
        try {
            assertThat(reader.root()).isEqualTo(trips);
        } finally {
            reader.shutdown();
        }
    }
}
