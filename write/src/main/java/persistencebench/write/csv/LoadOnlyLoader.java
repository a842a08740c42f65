package persistencebench.write.csv;

import java.util.Map;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripSource;

/** Receives every trip and keeps none: what reading and parsing alone cost. */
final class LoadOnlyLoader implements TripLoader {
    /** Written per trip so the JIT cannot drop the delivery. */
    private long delivered;

    @Override
    public Map<CellField, Object> reset() {
        delivered = 0;
        return Map.of();
    }

    @Override
    public void open() {
        // nothing to open: the baseline stores nothing
    }

    @Override
    public void store(TripSource trips) throws Exception {
        trips.forEach(trip -> delivered++);
    }

    /** It stores nothing. */
    @Override
    public boolean persists() {
        return false;
    }

    @Override
    public void close() {
        // nothing to make durable or release
    }

    @Override
    public StoredTrips inspect() {
        throw new UnsupportedOperationException("the load-only baseline stores nothing (" + delivered + " trips delivered)");
    }
}
