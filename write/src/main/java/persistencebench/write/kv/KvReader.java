package persistencebench.write.kv;

import java.io.IOException;

/** An engine's stored trips opened for reading. Not required to be thread-safe. */
public interface KvReader extends AutoCloseable {

    /** The value stored under {@code key}, or null when there is none. */
    byte[] get(byte[] key) throws Exception;

    /**
     * Up to {@code count} entries in ascending key order, starting at {@code firstKey} or the next key above it.
     * Engines without ordered iteration return the keys {@code firstKey}, {@code firstKey + 1}, ... by point reads,
     * and say so in {@link #scanKind()}.
     */
    void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception;

    /** Every stored entry, in any order. */
    void forEach(KvEntrySink sink) throws Exception;

    /** {@code ordered} for an iterator over sorted keys, or how else {@link #scan} reads. */
    default String scanKind() {
        return "ordered";
    }

    @Override
    void close() throws IOException;

    /**
     * A {@link #scan} for engines without ordered iteration: point reads of the {@code count} keys {@code firstKey},
     * {@code firstKey + 1}, ... (trip ids are dense), skipping absent ones.
     */
    static void scanByGets(KvReader reader, byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        long first = TripKeys.id(firstKey);
        for (long id = first; id < first + count; id++) {
            byte[] key = TripKeys.key(id);
            byte[] value = reader.get(key);
            if (value != null) {
                sink.accept(key, value);
            }
        }
    }
}
