package persistencebench.write.microstream;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import one.microstream.persistence.types.Storer;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.objectgraph.DayChunker;

/**
 * The tuned object-graph write: the root maps each pickup {@link LocalDate} (out-of-month dates stay apart) to a
 * {@link TripDay} of lazily loaded chunks. Trips stream through: a full chunk joins the next commit, and once
 * committed its {@link Lazy} is cleared, so the month never sits in the heap. Commits hold a few chunks, batches
 * rather than single objects, far below the 2 GiB per-channel limit. {@code tuned} stores each trip as one record
 * through {@link TripBinaryHandler} into a storage set up for the bulk load ({@link MicroStreamStorages});
 * {@code streamed} is the same shape on the storage's defaults, trips by reflection.
 */
public final class MicroStreamTunedTripLoader extends MicroStreamTripLoader {
    /** Trips per lazily loaded chunk. */
    static final int CHUNK_TRIPS = 10_000;
    /** Trips per commit: a few chunks, some tens of megabytes. */
    static final int COMMIT_TRIPS = 50_000;

    private final int chunkTrips;
    private final int commitTrips;
    private Map<LocalDate, TripDay> days;

    /**
     * @param tuned whether the storage is set up for the bulk load, trips stored as one record each by
     *              {@link TripBinaryHandler} ({@link MicroStreamStorages}), rather than with the defaults, by reflection
     */
    public MicroStreamTunedTripLoader(LoaderContext context, boolean tuned) {
        this(context, tuned, CHUNK_TRIPS, COMMIT_TRIPS);
    }

    /** With other chunk and commit sizes (trips), so tests can exercise many chunks and commits with few trips. */
    MicroStreamTunedTripLoader(LoaderContext context, boolean tuned, int chunkTrips, int commitTrips) {
        super(context, tuned);
        this.chunkTrips = chunkTrips;
        this.commitTrips = commitTrips;
    }

    @Override
    protected Object newRoot() {
        days = new HashMap<>();
        return days;
    }

    @Override
    public void store(TripSource trips) throws Exception {
        ChunkCommits commits = new ChunkCommits(storage(), days, commitTrips);
        DayChunker chunker = new DayChunker(chunkTrips, commits::add);
        trips.forEach(chunker::add);
        chunker.flush();
        commits.commit();
        days = null;
    }

    @Override
    protected RowDigest digest(Map<?, ?> dates) throws VerificationException {
        RowDigest digest = TripRows.digest();
        for (Object value : dates.values()) {
            TripDay day = (TripDay) value;
            for (Lazy<List<Trip>> chunk : day.chunks()) {
                for (Trip trip : chunk.get()) {
                    if (!trip.pickup().toLocalDate().equals(day.date())) {
                        throw new VerificationException("trip picked up " + trip.pickup() + " is stored under " + day.date());
                    }
                    TripRows.add(digest, trip);
                }
                chunk.clear();
            }
        }
        return digest;
    }

    /** Collects full chunks and stores them, with the days they changed, in one commit per few chunks. */
    private static final class ChunkCommits {
        private final EmbeddedStorageManager storage;
        private final Map<LocalDate, TripDay> days;
        private final List<Lazy<List<Trip>>> pending = new ArrayList<>();
        private final Set<TripDay> changedDays = new LinkedHashSet<>();
        private final int commitTrips;
        private boolean rootChanged;
        private int pendingTrips;

        ChunkCommits(EmbeddedStorageManager storage, Map<LocalDate, TripDay> days, int commitTrips) {
            this.storage = storage;
            this.days = days;
            this.commitTrips = commitTrips;
        }

        void add(LocalDate date, List<Trip> trips) {
            TripDay day = days.get(date);
            if (day == null) {
                day = new TripDay(date);
                days.put(date, day);
                rootChanged = true;
            }
            Lazy<List<Trip>> chunk = Lazy.Reference(trips);
            day.add(chunk);
            changedDays.add(day);
            pending.add(chunk);
            pendingTrips += trips.size();
            if (pendingTrips >= commitTrips) {
                commit();
            }
        }

        void commit() {
            if (pending.isEmpty()) {
                return;
            }
            Storer storer = storage.createStorer();
            if (rootChanged) {
                storer.store(days);
            }
            for (TripDay day : changedDays) {
                storer.store(day.chunkList());
            }
            storer.commit();
            // Stored for good: let the trips go, the storage can load them again on demand.
            pending.forEach(chunk -> chunk.clear());
            pending.clear();
            changedDays.clear();
            rootChanged = false;
            pendingTrips = 0;
        }
    }
}
