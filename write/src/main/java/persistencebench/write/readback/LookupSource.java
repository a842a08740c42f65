package persistencebench.write.readback;

import persistencebench.write.objectgraph.StorageDirectory;

/**
 * A loader whose store can be read by trip id after a sample; the write sample then runs the read-back phases on it.
 * Loaders that cannot (the study's UUID-keyed tables and day lists) do not implement it.
 */
public interface LookupSource {

    /**
     * Untimed, before {@link #openLookup}: the same OS page-cache state for every store read from this machine's files
     * ({@link StorageDirectory#warmPageCache}); nothing for a store that keeps its own buffers (a database server).
     */
    default void warmPageCache() throws Exception {
    }

    /**
     * Opens what the last sample stored for reading, as a new engine instance or connection would; timed on its own as
     * the read-back's {@code openMillis}, apart from the reads.
     */
    TripLookup openLookup() throws Exception;
}
