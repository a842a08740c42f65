package persistencebench.write.kv;

import java.io.IOException;

/**
 * An engine's stored trips opened for single operations: one key read or written at a time, each write durable per the
 * store's durability class when it returns (under {@code disk} the engine's synced write or commit, under {@code os}
 * handed to the OS). Not required to be thread-safe.
 */
public interface KvOperations extends AutoCloseable {

    /** The value stored under {@code key}, or null when there is none. */
    byte[] get(byte[] key) throws Exception;

    /** Stores {@code value} under {@code key}, replacing what was there. */
    void put(byte[] key, byte[] value) throws Exception;

    /** Removes {@code key} and its value. */
    void delete(byte[] key) throws Exception;

    /**
     * Untimed, before the measured single operations: lets the engine finish the background work its load and the
     * warm-up left, as its experts would before measuring
     * ({@link persistencebench.write.singleops.TripOperations#quiesce()}).
     *
     * @return what it did, one sentence
     */
    default String quiesce() throws Exception {
        return "nothing: the engine runs no background work";
    }

    @Override
    void close() throws IOException;
}
