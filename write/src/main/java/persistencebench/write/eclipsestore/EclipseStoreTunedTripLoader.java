package persistencebench.write.eclipsestore;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.serializer.persistence.types.Storer;
import org.eclipse.serializer.reference.Lazy;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.trip.Trip;
import persistencebench.model.trip.TripChecksum;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;
import persistencebench.write.objectgraph.DayChunker;

/**
 * EclipseStore tuned, the same shape as MicroStream tuned: the root maps each pickup {@link LocalDate} (out-of-month dates stay apart) to a
 * {@link TripDay} of lazily loaded chunks. Trips stream through: a full chunk joins the next commit, and
 * once committed its {@link Lazy} is cleared so the month never sits in the heap. Commits hold a few chunks,
 * batches rather than single objects, far below the 2 GiB per-channel limit. The {@code tuned} variant stores each
 * trip as one record through {@link TripBinaryHandler}; {@code streamed} is the same without it (trips by reflection).
 */
public final class EclipseStoreTunedTripLoader implements TripLoader {
    /** Trips per lazily loaded chunk. */
    static final int CHUNK_TRIPS = 10_000;
    /** Trips per commit: a few chunks, some tens of megabytes. */
    static final int COMMIT_TRIPS = 50_000;

    private final Path directory;
    private final int channels;
    private final boolean tripHandler;
    private final int chunkTrips;
    private final int commitTrips;

    /** @param tripHandler whether trips are stored as one record each by {@link TripBinaryHandler} (else by reflection) */
    public EclipseStoreTunedTripLoader(Path directory, int channels, boolean tripHandler) {
        this(directory, channels, tripHandler, CHUNK_TRIPS, COMMIT_TRIPS);
    }

    /** With other chunk and commit sizes (trips), so tests can exercise many chunks and commits with few trips. */
    EclipseStoreTunedTripLoader(Path directory, int channels, boolean tripHandler, int chunkTrips, int commitTrips) {
        this.directory = directory;
        this.channels = channels;
        this.tripHandler = tripHandler;
        this.chunkTrips = chunkTrips;
        this.commitTrips = commitTrips;
    }

    @Override
    public void reset() throws Exception {
        Directories.recreate(directory);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        EmbeddedStorageManager storage = EclipseStoreStorages.start(directory, channels, tripHandler);
        try {
            Map<LocalDate, TripDay> days = new HashMap<>();
            storage.setRoot(days);
            storage.storeRoot();
            ChunkCommits commits = new ChunkCommits(storage, days, commitTrips);
            DayChunker chunker = new DayChunker(chunkTrips, commits::add);
            trips.forEach(chunker::add);
            chunker.flush();
            commits.commit();
        } finally {
            storage.shutdown();
        }
    }

    @Override
    public StoredTrips inspect() throws Exception {
        long diskBytes = Directories.sizeOf(directory);
        EmbeddedStorageManager storage = EclipseStoreStorages.start(directory, channels, tripHandler);
        try {
            TripChecksum checksum = new TripChecksum();
            if (storage.root() instanceof Map<?, ?> days) {
                for (Object value : days.values()) {
                    TripDay day = (TripDay) value;
                    for (Lazy<List<Trip>> chunk : day.chunks()) {
                        for (Trip trip : chunk.get()) {
                            if (!trip.pickup().toLocalDate().equals(day.date())) {
                                throw new VerificationException("trip picked up " + trip.pickup() + " is stored under " + day.date());
                            }
                            checksum.add(trip);
                        }
                        chunk.clear();
                    }
                }
            }
            return new StoredTrips(checksum, diskBytes);
        } finally {
            storage.shutdown();
        }
    }

    @Override
    public void close() throws IOException {
        Directories.delete(directory);
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
