package persistencebench.write.objectgraph;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import persistencebench.model.taxi.Trip;

/**
 * Groups a stream of trips with their ids by pickup date into chunks of at most {@code chunkSize} trips, for the tuned
 * object-graph loaders: a chunk is handed over as soon as it is full, so only the open chunk of each date sits in
 * memory however the CSV is ordered. Dates are kept exactly, out-of-month pickups included. A chunk holds its trips in
 * the order they were added, so ids added in ascending order stay ascending within every chunk.
 */
public final class DayChunker {

    /** Receives full (and, at the end, the remaining partial) chunks: the trips and their ids, index by index. */
    @FunctionalInterface
    public interface ChunkSink {
        void chunk(LocalDate date, long[] ids, Trip[] trips) throws Exception;
    }

    private final int chunkSize;
    private final ChunkSink sink;
    private final Map<LocalDate, OpenChunk> open = new TreeMap<>();

    public DayChunker(int chunkSize, ChunkSink sink) {
        if (chunkSize < 1) {
            throw new IllegalArgumentException("chunk size must be positive, was " + chunkSize);
        }
        this.chunkSize = chunkSize;
        this.sink = sink;
    }

    public void add(long id, Trip trip) throws Exception {
        LocalDate date = trip.pickup().toLocalDate();
        OpenChunk chunk = open.computeIfAbsent(date, d -> new OpenChunk(chunkSize));
        chunk.add(id, trip);
        if (chunk.size == chunkSize) {
            open.remove(date);
            sink.chunk(date, chunk.ids, chunk.trips);
        }
    }

    /** Hands over every partial chunk, in date order. */
    public void flush() throws Exception {
        for (Map.Entry<LocalDate, OpenChunk> entry : open.entrySet()) {
            OpenChunk chunk = entry.getValue();
            sink.chunk(entry.getKey(), Arrays.copyOf(chunk.ids, chunk.size), Arrays.copyOf(chunk.trips, chunk.size));
        }
        open.clear();
    }

    /** The chunk a date is filling. */
    private static final class OpenChunk {
        final long[] ids;
        final Trip[] trips;
        int size;

        OpenChunk(int capacity) {
            ids = new long[capacity];
            trips = new Trip[capacity];
        }

        void add(long id, Trip trip) {
            ids[size] = id;
            trips[size++] = trip;
        }
    }
}
