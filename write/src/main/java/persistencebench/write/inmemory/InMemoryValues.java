package persistencebench.write.inmemory;

import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;

/**
 * One sample's values as the in-memory floor holds them, by id: filled by the sample's writer, then read and operated
 * on in place, within this JVM. Holds nothing that needs releasing.
 */
interface InMemoryValues extends KvReader, KvOperations {

    /** Timed: the writer's put of the value stored under {@code key}; each key comes once, in the variant's order. */
    void load(byte[] key, byte[] value);

    @Override
    default void close() {
    }
}
