package persistencebench.harness.resultformat;

/** The fields of a result file's {@link TopField#DATASET dataset}: the data every backend stored or read. */
public enum DatasetField implements ResultField {
    KIND("kind", "taxi (write) or bookstore (read)"),
    ROWS("rows", "write: the trips of the CSV"),
    SIZE("size", "read: the bookstore's size"),
    SEED("seed", "the seed of the generated data and of the query parameters"),
    SOURCE("source", "generated, or file for a user's CSV"),
    FILE("file", "the CSV's file name, without its directory"),
    FILE_BYTES("fileBytes", "write: a user's CSV's size, which a resumed run checks"),
    FILE_MODIFIED("fileModified", "write: a user's CSV's time of change, which a resumed run checks"),
    BAD_ROWS("badRows", "write: the -DbadRows policy, fail or skip"),
    BAD_ROWS_SKIPPED("badRowsSkipped", "write: the malformed rows the CSV reader skipped"),
    BAD_ROW_SAMPLES("badRowSamples", "write: the first malformed rows skipped, each with where and why"),
    COUNTS("counts", "the entities by type (write: trips)"),
    PARAMETERS("parameters", "read: the query parameters every backend was asked"),
    CONTENT_DIGEST("contentDigest", "read: one digest over every entity of the generated bookstore"),
    DATABASES("databases", "read: each database store's database name, by store"),
    STORES("stores", "read: every store's name"),
    STORAGE_FILES("storageFiles", "read: each storage's file names and sizes before and after the run"),
    STORE_FACTS("storeFacts", "read: per store, what building it cost, when, and its bytes on disk (StoreFactField)"),
    STORE_CHECK("storeCheck", "read: per store, how the run proved it holds the dataset before timing: read back, or taken by its seal");

    private final String key;
    private final String meaning;

    DatasetField(String key, String meaning) {
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
