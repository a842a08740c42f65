package persistencebench.write.kv;

/**
 * One key-value engine in one variant: only its persistence code (the harness times it, {@link KvTripLoader} feeds
 * it). One instance serves every sample of a cell in its forked JVM; it is constructed there untimed, so an engine
 * with a native library loads it in its constructor, and no sample's open pays the extraction.
 */
public interface KvEngine {

    /** Timed: opens an empty store in {@code spec}'s directory for writing. */
    KvWriter openWriter(KvStoreSpec spec) throws Exception;

    /** Untimed: opens what the last writer stored, with a new engine instance, for reading only. */
    KvReader openReader(KvStoreSpec spec) throws Exception;

    /**
     * Untimed, before every sample and after its proof: empties what the store keeps outside its directory (a server's
     * collection), as the SQL loaders empty their table. Stores whose data lives in the directory need nothing: the
     * loader recreates it.
     */
    default void clear(KvStoreSpec spec) throws Exception {
    }

    /** False for a store that keeps nothing on disk (the in-memory floor): its directory is then never forced. */
    default boolean persists() {
        return true;
    }
}
