package persistencebench.write.singleops;

import java.util.HashMap;
import java.util.Map;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;

/** Single operations on trips in a map, with switches that make one kind of operation faulty. */
final class MapTripOperations implements TripOperations {
    private final Map<Long, Trip> trips;
    boolean updatesChangeNothing;
    boolean deletesKeepTheTrip;
    long missingOnRead = -1;
    /** Two ids whose trips the store swaps when the second is inserted (a store keying inserts wrongly), or null. */
    long[] swappedInserts;
    int quiesces;
    /** The operations that had run when the store was quiesced last. */
    int operationsBeforeQuiesce = -1;
    private int operations;

    MapTripOperations(Map<Long, Trip> loaded) {
        this.trips = new HashMap<>(loaded);
    }

    @Override
    public void insert(long id, Trip trip) {
        operations++;
        if (swappedInserts != null && id == swappedInserts[1]) {
            trips.put(id, trips.get(swappedInserts[0]));
            trips.put(swappedInserts[0], trip);
        } else {
            trips.put(id, trip);
        }
    }

    @Override
    public Trip get(long id) {
        operations++;
        return id == missingOnRead ? null : trips.get(id);
    }

    @Override
    public boolean updateFare(long id, double fareAmount) {
        operations++;
        Trip trip = trips.get(id);
        if (trip != null && !updatesChangeNothing) {
            trips.put(id, TripFares.withFare(trip, fareAmount));
        }
        return trip != null;
    }

    @Override
    public void delete(long id) {
        operations++;
        if (!deletesKeepTheTrip) {
            trips.remove(id);
        }
    }

    @Override
    public String quiesce() {
        quiesces++;
        operationsBeforeQuiesce = operations;
        return "nothing: a map";
    }

    /** The digest of what the map holds, as a store's proof would compute it. */
    RowDigest digest() {
        RowDigest digest = TripRows.digest();
        trips.forEach((id, trip) -> TripRows.add(digest, id, trip));
        return digest;
    }

    @Override
    public void close() {
    }
}
