package persistencebench.write;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;

/**
 * What a loader may use: a storage directory of its own, the channel count, the benchmark database, the run's
 * durability class and seed (the study's shape derives its trip ids from it), how many trips a sample stores, and the
 * MongoDB server's URI.
 */
public final class LoaderContext {
    private final Path storageDirectory;
    private final Integer channels;
    private final DatabaseTarget database;
    private final Durability durability;
    private final long seed;
    private final long expectedRows;
    private final String mongoUri;

    /**
     * @param storageDirectory where an object store keeps its files (recreated for every sample)
     * @param channels         storage channels, or null for backends without
     * @param database         the benchmark database, or null for backends without
     * @param expectedRows     trips every sample stores (what a tuned store may size itself from)
     */
    public LoaderContext(Path storageDirectory, Integer channels, DatabaseTarget database, Durability durability, long seed,
                         long expectedRows) {
        this(storageDirectory, channels, database, durability, seed, expectedRows, null);
    }

    /** @param mongoUri the MongoDB server ({@code -Dmongo.uri}), or null for backends without */
    public LoaderContext(Path storageDirectory, Integer channels, DatabaseTarget database, Durability durability, long seed,
                         long expectedRows, String mongoUri) {
        this.storageDirectory = storageDirectory;
        this.channels = channels;
        this.database = database;
        this.durability = durability;
        this.seed = seed;
        this.expectedRows = expectedRows;
        this.mongoUri = mongoUri;
    }

    public Path storageDirectory() {
        return storageDirectory;
    }

    public int channels() {
        if (channels == null) {
            throw new IllegalStateException("this cell was planned without a channel count");
        }
        return channels;
    }

    public DatabaseTarget database() {
        if (database == null) {
            throw new IllegalStateException("this cell was planned without a database");
        }
        return database;
    }

    public Durability durability() {
        return durability;
    }

    public long seed() {
        return seed;
    }

    /** Trips every sample stores, counted by the orchestrator's reference read. */
    public long expectedRows() {
        return expectedRows;
    }

    /** The MongoDB server's connection string, {@code mongodb://host:port...}. */
    public String mongoUri() {
        if (mongoUri == null) {
            throw new IllegalStateException("this cell was planned without a MongoDB server");
        }
        return mongoUri;
    }
}
