package persistencebench.write.microstream;

import java.time.LocalDate;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import one.microstream.reference.Lazy;
import persistencebench.model.taxi.Trip;

/**
 * The tuned graph's root: each pickup {@link LocalDate} (out-of-month dates stay apart) to its {@link TripDay} of
 * lazily loaded {@link TripChunk}s, which hold the trips with their ids, and the {@link TripIdIndex} from id to chunk.
 * Every change records what it touched in a {@link GraphChanges}, for the caller to store in one commit.
 */
public final class TripGraph {
    private final Map<LocalDate, TripDay> days = new HashMap<>();
    private final TripIdIndex ids = new TripIdIndex();

    public Map<LocalDate, TripDay> days() {
        return Collections.unmodifiableMap(days);
    }

    TripIdIndex ids() {
        return ids;
    }

    /**
     * Adds a chunk of trips picked up on {@code date} under {@code ids} (ascending, none stored yet) and indexes them.
     *
     * @return the chunk's lazy reference, which the caller may clear once the chunk is stored
     */
    Lazy<TripChunk> add(LocalDate date, long[] ids, Trip[] trips, GraphChanges changes) {
        Lazy<TripChunk> chunk = Lazy.Reference(new TripChunk(ids, trips));
        day(date, changes).add(chunk, changes);
        this.ids.put(ids, chunk, changes);
        return chunk;
    }

    /** The trip stored under {@code id}, or null; loads its chunk if it is not loaded. */
    public Trip trip(long id) {
        Lazy<TripChunk> chunk = ids.chunkOf(id);
        if (chunk == null) {
            return null;
        }
        TripChunk trips = chunk.get();
        int slot = trips.slotOf(id);
        return slot < 0 ? null : trips.trip(slot);
    }

    /**
     * Loads every chunk not loaded yet, as reading each trip once would.
     *
     * @return the trips the chunks hold
     */
    long loadChunks() {
        long trips = 0;
        for (TripDay day : days.values()) {
            for (Lazy<TripChunk> chunk : day.chunks()) {
                trips += chunk.get().size();
            }
        }
        return trips;
    }

    /**
     * Stores {@code trip} under the new {@code id}: appended to its date's last chunk while that has fewer than
     * {@code chunkTrips} trips and only lower ids, else in a new chunk of its own.
     *
     * @throws IllegalArgumentException when a trip is stored under {@code id} already
     */
    void insert(long id, Trip trip, int chunkTrips, GraphChanges changes) {
        if (ids.chunkOf(id) != null) {
            throw new IllegalArgumentException("a trip is stored under id " + id + " already");
        }
        LocalDate date = trip.pickup().toLocalDate();
        Lazy<TripChunk> last = day(date, changes).lastChunk();
        if (last != null && last.get().size() < chunkTrips && last.get().lastId() < id) {
            last.get().append(id, trip, changes);
            ids.put(new long[] {id}, last, changes);
        } else {
            add(date, new long[] {id}, new Trip[] {trip}, changes);
        }
    }

    /**
     * Replaces the trip stored under {@code id} by what {@code change} makes of it; its date must stay the same.
     *
     * @return whether a trip was stored under {@code id}
     */
    boolean update(long id, UnaryOperator<Trip> change, GraphChanges changes) {
        Lazy<TripChunk> chunk = ids.chunkOf(id);
        int slot = chunk == null ? -1 : chunk.get().slotOf(id);
        if (slot < 0) {
            return false;
        }
        Trip changed = change.apply(chunk.get().trip(slot));
        if (!changed.pickup().toLocalDate().equals(chunk.get().trip(slot).pickup().toLocalDate())) {
            throw new IllegalArgumentException("an update may not move trip " + id + " to another pickup date: " + changed);
        }
        chunk.get().replace(slot, changed, changes);
        return true;
    }

    /**
     * Deletes the trip stored under {@code id} from its chunk and the index (a chunk left empty stays in its day).
     *
     * @return whether a trip was stored under {@code id}
     */
    boolean delete(long id, GraphChanges changes) {
        Lazy<TripChunk> chunk = ids.chunkOf(id);
        int slot = chunk == null ? -1 : chunk.get().slotOf(id);
        if (slot < 0) {
            return false;
        }
        chunk.get().remove(slot, changes);
        ids.remove(id, changes);
        return true;
    }

    private TripDay day(LocalDate date, GraphChanges changes) {
        TripDay day = days.get(date);
        if (day == null) {
            day = new TripDay(date);
            days.put(date, day);
            changes.add(days);
        }
        return day;
    }
}
