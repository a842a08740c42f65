package persistencebench.write.microstream;

import java.util.Arrays;
import persistencebench.model.taxi.Trip;

/**
 * The unit the tuned graph loads lazily: trips of one pickup date with their ids, in ascending id order, slot by slot
 * ({@code ids[i]} is the id of {@code trips[i]}), so a trip is found in its chunk by binary search. Ids are ascending
 * because the loader adds them in file order and an insert only appends an id above the chunk's last
 * ({@link TripGraph#insert}). The arrays are persisted as two entities of the chunk; a change says, through
 * {@link GraphChanges}, which objects must be stored again, since MicroStream's storer stores only what it is given
 * and what is new.
 */
public final class TripChunk {
    private long[] ids;
    private Trip[] trips;

    /** @param ids ascending, one per trip */
    TripChunk(long[] ids, Trip[] trips) {
        if (ids.length != trips.length) {
            throw new IllegalArgumentException(ids.length + " ids for " + trips.length + " trips");
        }
        this.ids = ids;
        this.trips = trips;
    }

    public int size() {
        return ids.length;
    }

    public long id(int slot) {
        return ids[slot];
    }

    public Trip trip(int slot) {
        return trips[slot];
    }

    /** The slot of {@code id}, or a negative number when the chunk does not hold it. */
    int slotOf(long id) {
        return Arrays.binarySearch(ids, id);
    }

    /** The highest id held, or 0 when the chunk is empty. */
    long lastId() {
        return ids.length == 0 ? 0 : ids[ids.length - 1];
    }

    /** Sets the trip in {@code slot}: only the trips array changes (the new trip is new, the storer writes it with it). */
    void replace(int slot, Trip trip, GraphChanges changes) {
        trips[slot] = trip;
        changes.add(trips);
    }

    /** Appends {@code id}, which must be above {@link #lastId()}: the chunk gets new arrays one slot longer. */
    void append(long id, Trip trip, GraphChanges changes) {
        if (id <= lastId()) {
            throw new IllegalArgumentException("id " + id + " is not above the chunk's last id " + lastId());
        }
        ids = Arrays.copyOf(ids, ids.length + 1);
        trips = Arrays.copyOf(trips, trips.length + 1);
        ids[ids.length - 1] = id;
        trips[trips.length - 1] = trip;
        changes.add(this);
    }

    /** Removes the trip in {@code slot}: the chunk gets new arrays one slot shorter. */
    void remove(int slot, GraphChanges changes) {
        long[] keptIds = new long[ids.length - 1];
        Trip[] keptTrips = new Trip[trips.length - 1];
        System.arraycopy(ids, 0, keptIds, 0, slot);
        System.arraycopy(ids, slot + 1, keptIds, slot, keptIds.length - slot);
        System.arraycopy(trips, 0, keptTrips, 0, slot);
        System.arraycopy(trips, slot + 1, keptTrips, slot, keptTrips.length - slot);
        ids = keptIds;
        trips = keptTrips;
        changes.add(this);
    }
}
