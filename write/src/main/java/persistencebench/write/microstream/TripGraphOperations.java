package persistencebench.write.microstream;

import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.durability.FileForce;
import persistencebench.model.taxi.Trip;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.singleops.TripFares;
import persistencebench.write.singleops.TripOperations;

/**
 * Single operations on the tuned graph, on a storage manager of its own, shut down on close. Each write is one commit
 * of what it changed ({@link GraphChanges}), and under {@code -Ddurability=disk} what the commit changed is then
 * forced ({@link StorageDirectory#makeDurableChanged}: the head data file, then the transactions log, a directory only
 * when a file in it was created or deleted), since the engine never forces its files itself. A store writes whole
 * entities: an update stores its chunk's trip array again (a reference per trip of the chunk) with the new trip; an
 * insert or a delete stores its chunk with new id and trip arrays and the index page of its id
 * ({@value TripIdIndex#PAGE_IDS} references), an insert into a new chunk also its day's chunk list.
 */
final class TripGraphOperations implements TripOperations {
    private final EmbeddedStorageManager storage;
    private final TripGraph graph;
    private final StorageDirectory directory;
    private final int chunkTrips;
    private final GraphChanges changes = new GraphChanges();

    /** @param chunkTrips the most trips an insert adds to a chunk, as the load fills them */
    TripGraphOperations(EmbeddedStorageManager storage, TripGraph graph, StorageDirectory directory, int chunkTrips) {
        this.storage = storage;
        this.graph = graph;
        this.directory = directory;
        this.chunkTrips = chunkTrips;
    }

    @Override
    public void insert(long id, Trip trip) {
        graph.insert(id, trip, chunkTrips, changes);
        commit();
    }

    @Override
    public Trip get(long id) {
        return graph.trip(id);
    }

    @Override
    public boolean updateFare(long id, double fareAmount) {
        boolean found = graph.update(id, trip -> TripFares.withFare(trip, fareAmount), changes);
        commit();
        return found;
    }

    @Override
    public void delete(long id) {
        graph.delete(id, changes);
        commit();
    }

    /**
     * The storage's housekeeping, run to the end now instead of in its time-budgeted slices during the operations: a
     * full garbage collection (the chunk lists and arrays the load and the warm-up superseded) and a full file check;
     * then every chunk loaded, as an expert warms a graph that fits the heap (the read-back held the whole month) and
     * as a database keeps its buffers warm, so no measured operation pays for loading 10,000 trips; then, under
     * {@code disk}, what the housekeeping wrote forced, so the first operation's force does not pay for it.
     */
    @Override
    public String quiesce() {
        storage.issueFullGarbageCollection();
        storage.issueFullFileCheck();
        long trips = graph.loadChunks();
        FileForce.Forced forced = directory.makeDurableChanged();
        return "issueFullGarbageCollection(); issueFullFileCheck(); every chunk loaded (" + trips + " trips); files forced: "
                + forced.files().size() + ", directories: " + forced.directories().size();
    }

    @Override
    public void close() {
        storage.shutdown();
    }

    private void commit() {
        if (changes.commit(storage)) {
            directory.makeDurableChanged();
        }
    }
}
