package persistencebench.write.readback;

/**
 * A loader whose store can be read by trip id after a sample; the write sample then runs the read-back phases on it.
 * Loaders that cannot (the study's UUID-keyed tables and day lists) do not implement it.
 */
public interface LookupSource {

    /** Untimed: opens what the last sample stored for reading, as a new engine instance or connection would. */
    TripLookup openLookup() throws Exception;
}
