package persistencebench.harness.resultformat;

/**
 * The fields of one store's entry in a read result file's {@link DatasetField#STORE_FACTS dataset.storeFacts}: what
 * building the store cost, and what it takes on disk.
 */
public enum StoreFactField implements ResultField {
    LOAD_MILLIS("loadMillis", "the wall time of writing the store from scratch, when it was built"),
    GENERATE_MILLIS("generateMillis", "the wall time its building pass spent generating the content in memory"),
    BUILT_AT("builtAt", "when the store was complete, ISO-8601 UTC"),
    REBUILT_THIS_RUN("rebuiltThisRun", "whether this run built the store, rather than reusing it from the cache"),
    BYTES_ON_DISK("bytesOnDisk", "the store's bytes on disk, read before the first sample");

    private final String key;
    private final String meaning;

    StoreFactField(String key, String meaning) {
        this.key = key;
        this.meaning = meaning;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String meaning() {
        return meaning;
    }
}
