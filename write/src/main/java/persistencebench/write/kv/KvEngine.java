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
     * Untimed, for the proof: every entry the last writer stored, in any order, read with a new engine instance. An
     * engine whose reader builds an index at open (a flat file) streams instead: the proof visits each entry once.
     */
    default void forEachStored(KvStoreSpec spec, KvEntrySink sink) throws Exception {
        try (KvReader reader = openReader(spec)) {
            reader.forEach(sink);
        }
    }

    /**
     * Untimed, before every sample and after its proof: empties what the store keeps outside its directory (a server's
     * collection), as the SQL loaders empty their table. Stores whose data lives in the directory need nothing: the
     * loader recreates it.
     */
    default void clear(KvStoreSpec spec) throws Exception {
    }

    /**
     * Untimed: opens what the last writer stored for single operations, with a new engine instance; every write durable
     * per {@code spec}'s durability class when it returns. Only for engines whose {@link #singleOpsNotServed()} is null.
     */
    default KvOperations openOperations(KvStoreSpec spec) throws Exception {
        throw new UnsupportedOperationException(singleOpsNotServed());
    }

    /** Why the engine cannot serve single operations on its stored trips, or null when {@link #openOperations} can. */
    default String singleOpsNotServed() {
        return "the engine's store offers no operations on one trip by id";
    }

    /**
     * Whether the same trips stored in the same order make this engine's directory the same byte for byte (a flat file's
     * text, no page layout, timestamp or log of its own): a later fork's files equal to a proven fork's are then proven
     * by that ({@link persistencebench.write.plugin.TripLoader#reproducibleFiles}).
     */
    default boolean reproducibleFiles() {
        return false;
    }

    /** False for a store that keeps nothing on disk (the in-memory floor): its directory is then never forced. */
    default boolean persists() {
        return true;
    }

    /**
     * The code this engine runs, for the result file's sanity pairs: its class, plus the strategy that makes the class
     * run other code in another variant.
     */
    default String implementation() {
        return getClass().getName();
    }

    /** {@code engine}'s class and the strategy it runs, e.g. {@code ...LevelDbEngine with LevelDbWriting.WRITE_BATCHES}. */
    static String implementation(KvEngine engine, Enum<?> strategy) {
        return engine.getClass().getName() + " with " + strategy.getDeclaringClass().getSimpleName() + "." + strategy.name();
    }
}
