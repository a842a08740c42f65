package persistencebench.generator.taxi;

import java.util.List;
import persistencebench.model.taxi.Trip;

/**
 * A hand-over from the parsing thread to the consuming thread: some trips in file order and, on
 * the last batch, either the failure that ended the read or the skipped-row tally.
 */
final class TripBatch {

    final Trip[] trips;
    final int size;
    final boolean last;
    final Throwable failure;
    final long skipped;
    final List<String> skippedSamples;

    private TripBatch(Trip[] trips, int size, boolean last, Throwable failure, long skipped, List<String> skippedSamples) {
        this.trips = trips;
        this.size = size;
        this.last = last;
        this.failure = failure;
        this.skipped = skipped;
        this.skippedSamples = skippedSamples;
    }

    static TripBatch of(Trip[] trips, int size) {
        return new TripBatch(trips, size, false, null, 0, List.of());
    }

    static TripBatch end(Trip[] trips, int size, long skipped, List<String> skippedSamples) {
        return new TripBatch(trips, size, true, null, skipped, List.copyOf(skippedSamples));
    }

    static TripBatch failed(Trip[] trips, int size, Throwable failure) {
        return new TripBatch(trips, size, true, failure, 0, List.of());
    }
}
