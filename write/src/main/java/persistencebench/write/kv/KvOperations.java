package persistencebench.write.kv;

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

    @Override
    void close() throws Exception;
}
