package persistencebench.write.testkv;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripSource;

/**
 * Keeps the trips of a sample in a map keyed by row number and proves what it kept from the map itself. Halts its
 * JVM in {@link #open} when the storage directory lies under a directory named {@value #HALT_MARKER}, so tests can
 * see how the pipeline records a crashed fork.
 */
final class TestKvLoader implements TripLoader {
    static final String HALT_MARKER = "halt-forks";

    private final Path storageDirectory;
    private final int capacity;
    private Map<Long, Trip> open;
    private Map<Long, Trip> kept = Map.of();

    TestKvLoader(LoaderContext context) {
        this.storageDirectory = context.storageDirectory();
        this.capacity = context.setting(TestKvBackend.CAPACITY);
    }

    @Override
    public String implementation() {
        return getClass().getName() + " with an initial capacity of " + capacity;
    }

    @Override
    public Map<CellField, Object> reset() {
        kept = Map.of();
        return Map.of();
    }

    @Override
    public void open() {
        for (Path element : storageDirectory) {
            if (element.toString().equals(HALT_MARKER)) {
                Runtime.getRuntime().halt(139);
            }
        }
        open = new HashMap<>(capacity);
    }

    @Override
    public void store(TripSource trips) throws Exception {
        long[] key = {0};
        trips.forEach(trip -> open.put(++key[0], trip));
    }

    @Override
    public void close() {
        kept = open;
        open = null;
    }

    @Override
    public StoredTrips inspect() {
        RowDigest digest = TripRows.digest();
        kept.forEach((id, trip) -> TripRows.add(digest, id, trip));
        return new StoredTrips(digest, 0);
    }
}
