package persistencebench.write;

import java.io.IOException;

/**
 * One backend's write path in one variant: the persistence code only, in the style of YCSB's {@code DB}.
 * The harness times {@link #load}; {@link #reset} and {@link #inspect} frame it untimed. An instance is
 * created once per forked JVM and used for every iteration of its cell.
 */
public interface TripLoader extends AutoCloseable {

    /** Untimed: empties the store so the next iteration starts from nothing (fresh directory, truncated table). */
    void reset() throws Exception;

    /**
     * Timed: stores every trip {@code trips} delivers. Returns when the trips are durable and the writer
     * is closed (storage shut down, transaction committed), so {@link #inspect} sees only what really is stored.
     */
    void load(TripSource trips) throws Exception;

    /**
     * Untimed: reads back what is in the store, independently of the objects the writer held (a storage
     * re-opened in a fresh manager, an aggregate SQL query), and measures its size on disk.
     *
     * @throws persistencebench.harness.measure.VerificationException when the stored shape itself is wrong
     */
    StoredTrips inspect() throws Exception;

    /** Releases what the loader holds for all iterations (session factories, pools, storage directories). */
    @Override
    default void close() throws IOException {
    }
}
