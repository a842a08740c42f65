package persistencebench.write.microstream;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;
import persistencebench.write.objectgraph.DayChunker;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;

/**
 * The tuned object-graph write: a {@link TripGraph} root, each pickup date's trips in lazily loaded chunks of trips
 * with their ids (each trip's 1-based row in the CSV, the id every keyed store of the benchmark stores), and an index
 * from id to chunk ({@link TripIdIndex}). Trips stream through: a full chunk is indexed and joins the next commit, and
 * once committed its {@link Lazy} is cleared, so the month never sits in the heap. Building and storing the index is
 * part of the timed store, as a SQL table's key is. Commits hold a few chunks, batches rather than single objects, far
 * below the 2 GiB per-channel limit. {@code tuned} stores each trip as one record through {@link TripBinaryHandler}
 * into a storage set up for the bulk load ({@link MicroStreamTripStorages}); {@code streamed} is the same shape, index
 * included, on the storage's defaults, trips by reflection, so the two differ only in what that variant sets out to
 * show. The proof checks every trip's date and that the index finds every stored id in its chunk and no other id.
 */
public final class MicroStreamTunedTripLoader extends MicroStreamTripLoader implements LookupSource, SingleOpsSource {
    /** Trips per lazily loaded chunk. */
    static final int CHUNK_TRIPS = 10_000;
    /** Trips per commit: a few chunks, some tens of megabytes. */
    static final int COMMIT_TRIPS = 50_000;

    private final int chunkTrips;
    private final int commitTrips;
    private TripGraph graph;

    /**
     * @param tuned whether the storage is set up for the bulk load, trips stored as one record each by
     *              {@link TripBinaryHandler} ({@link MicroStreamTripStorages}), rather than with the defaults, by reflection
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
        graph = new TripGraph();
        return graph;
    }

    @Override
    public void store(TripSource trips) throws Exception {
        ChunkCommits commits = new ChunkCommits(storage(), graph, commitTrips);
        DayChunker chunker = new DayChunker(chunkTrips, commits::add);
        long[] id = {0};
        trips.forEach(trip -> chunker.add(++id[0], trip));
        chunker.flush();
        commits.commit();
        graph = null;
    }

    /** The storage files read once into the OS page cache, as every keyed store's are. */
    @Override
    public void warmPageCache() throws Exception {
        directory().warmPageCache();
    }

    /** The stored graph on a new storage manager. */
    @Override
    public TripLookup openLookup() throws Exception {
        EmbeddedStorageManager reader = reopen();
        try {
            return new TripGraphLookup(reader, graphOf(reader));
        } catch (Exception | Error e) {
            reader.shutdown();
            throw e;
        }
    }

    /** Untimed: the stored graph on a new storage manager for single operations, each a commit of its own. */
    @Override
    public TripOperations openOperations() throws Exception {
        EmbeddedStorageManager operator = reopen();
        try {
            return new TripGraphOperations(operator, graphOf(operator), directory(), chunkTrips);
        } catch (Exception | Error e) {
            operator.shutdown();
            throw e;
        }
    }

    @Override
    protected RowDigest digest(Object storedRoot) throws VerificationException {
        TripGraph stored = graphOf(storedRoot);
        RowDigest digest = TripRows.digest();
        for (TripDay day : stored.days().values()) {
            for (Lazy<TripChunk> chunk : day.chunks()) {
                TripChunk trips = chunk.get();
                for (int slot = 0; slot < trips.size(); slot++) {
                    long id = trips.id(slot);
                    Trip trip = trips.trip(slot);
                    if (!trip.pickup().toLocalDate().equals(day.date())) {
                        throw new VerificationException("trip " + id + " picked up " + trip.pickup() + " is stored under " + day.date());
                    }
                    if (slot > 0 && trips.id(slot - 1) >= id) {
                        throw new VerificationException("a chunk of " + day.date() + " holds id " + id + " after " + trips.id(slot - 1));
                    }
                    if (stored.ids().chunkOf(id) != chunk) {
                        throw new VerificationException("the id index does not lead to trip " + id + ", stored under " + day.date());
                    }
                    TripRows.add(digest, id, trip);
                }
                chunk.clear();
            }
        }
        long indexed = stored.ids().size();
        if (indexed != digest.rows()) {
            throw new VerificationException("the id index holds " + indexed + " ids, the chunks " + digest.rows() + " trips");
        }
        return digest;
    }

    private static TripGraph graphOf(EmbeddedStorageManager storage) throws VerificationException {
        return graphOf(storage.root());
    }

    private static TripGraph graphOf(Object root) throws VerificationException {
        if (!(root instanceof TripGraph graph)) {
            throw new VerificationException("the storage's root is " + root + ", not the loader's trip graph");
        }
        return graph;
    }

    /** Collects full chunks, indexed, and stores them with everything they changed in one commit per few chunks. */
    private static final class ChunkCommits {
        private final EmbeddedStorageManager storage;
        private final TripGraph graph;
        private final int commitTrips;
        private final GraphChanges changes = new GraphChanges();
        private final List<Lazy<TripChunk>> pending = new ArrayList<>();
        private int pendingTrips;

        ChunkCommits(EmbeddedStorageManager storage, TripGraph graph, int commitTrips) {
            this.storage = storage;
            this.graph = graph;
            this.commitTrips = commitTrips;
        }

        void add(LocalDate date, long[] ids, Trip[] trips) {
            pending.add(graph.add(date, ids, trips, changes));
            pendingTrips += trips.length;
            if (pendingTrips >= commitTrips) {
                commit();
            }
        }

        void commit() {
            changes.commit(storage);
            // Stored for good: let the trips go, the storage can load them again on demand.
            pending.forEach(chunk -> chunk.clear());
            pending.clear();
            pendingTrips = 0;
        }
    }
}
