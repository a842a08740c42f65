package persistencebench.write.singleops;

import java.io.IOException;
import java.sql.SQLException;
import persistencebench.model.taxi.Trip;

/**
 * A store's trips changed and read one at a time by id, for the single-operation phases ({@link SingleOpsPhases} times
 * every call). Every write is durable per the run's durability class when it returns: its own committed transaction
 * (plus whatever the engine needs after a commit to keep that promise), an engine's synced write under {@code disk}, a
 * store per operation for an object graph. Not required to be thread-safe.
 */
public interface TripOperations extends AutoCloseable {

    /** Stores {@code trip} under the new {@code id}. */
    void insert(long id, Trip trip) throws Exception;

    /** The trip stored under {@code id}, or null when there is none. */
    Trip get(long id) throws Exception;

    /**
     * Sets the fare of the trip stored under {@code id} to {@code fareAmount}, as the store's API does it: one
     * {@code UPDATE} in SQL, read-modify-write of the whole value where a value is opaque (as YCSB's key-value bindings
     * update a field).
     *
     * @return whether a trip was stored under {@code id}
     */
    boolean updateFare(long id, double fareAmount) throws Exception;

    /**
     * Deletes the trip stored under {@code id}. Engines whose delete does not say whether there was one are not asked to
     * look first: a delete that missed its trip shows in the final state the sample's proof checks.
     */
    void delete(long id) throws Exception;

    /**
     * Untimed, once, after the warm-up and right before the measured phases: lets the store finish the background work
     * its load and the warm-up left (a compaction, dirty pages, a checkpoint due) as its experts would before measuring,
     * so that work is not billed to the first operations. The hook sits here, on the opened store, because that is the
     * instance whose background work the operations would meet (RocksDB schedules compactions when it opens).
     *
     * @return what it did, one sentence for the result file
     */
    default String quiesce() throws Exception {
        return "nothing: the store runs no background work";
    }

    /**
     * Releases the store.
     *
     * @throws IOException  when a file store (a key-value engine's) fails to close
     * @throws SQLException when a database connection fails to close
     */
    @Override
    void close() throws IOException, SQLException;
}
