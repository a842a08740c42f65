package persistencebench.write.objectgraph;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import persistencebench.model.taxi.Trip;

/**
 * Groups a stream of trips by pickup date into chunks of at most {@code chunkSize} trips, for the tuned
 * object-graph loaders: a chunk is handed over as soon as it is full, so only the open chunk of each
 * date sits in memory however the CSV is ordered. Dates are kept exactly, out-of-month pickups included.
 */
public final class DayChunker {

    /** Receives full (and, at the end, the remaining partial) chunks. */
    @FunctionalInterface
    public interface ChunkSink {
        void chunk(LocalDate date, List<Trip> trips) throws Exception;
    }

    private final int chunkSize;
    private final ChunkSink sink;
    private final Map<LocalDate, List<Trip>> open = new TreeMap<>();

    public DayChunker(int chunkSize, ChunkSink sink) {
        if (chunkSize < 1) {
            throw new IllegalArgumentException("chunk size must be positive, was " + chunkSize);
        }
        this.chunkSize = chunkSize;
        this.sink = sink;
    }

    public void add(Trip trip) throws Exception {
        LocalDate date = trip.pickup().toLocalDate();
        List<Trip> chunk = open.computeIfAbsent(date, d -> new ArrayList<>(chunkSize));
        chunk.add(trip);
        if (chunk.size() == chunkSize) {
            open.remove(date);
            sink.chunk(date, chunk);
        }
    }

    /** Hands over every partial chunk, in date order. */
    public void flush() throws Exception {
        for (Map.Entry<LocalDate, List<Trip>> entry : open.entrySet()) {
            sink.chunk(entry.getKey(), entry.getValue());
        }
        open.clear();
    }
}
