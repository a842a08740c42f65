package persistencebench.write.kv;

import java.io.Closeable;
import java.io.IOException;
import java.util.Map;

/**
 * A reader over a stored hash map of byte arrays (the map compares keys by content, as Chronicle Map and MapDB's
 * {@code HTreeMap} do): point reads by hash, and scans as point reads of consecutive ids, since a hash map keeps no
 * key order.
 */
public final class HashKvReader implements KvReader {
    private final Map<byte[], byte[]> map;
    private final String engine;
    private final Closeable store;

    /**
     * @param engine named in {@link #scanKind()}, e.g. {@code Chronicle Map}
     * @param store  what {@link #close()} closes: the map's store
     */
    public HashKvReader(Map<byte[], byte[]> map, String engine, Closeable store) {
        this.map = map;
        this.engine = engine;
        this.store = store;
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(key);
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        KvReader.scanByGets(this, firstKey, count, sink);
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        for (Map.Entry<byte[], byte[]> entry : map.entrySet()) {
            sink.accept(entry.getKey(), entry.getValue());
        }
    }

    @Override
    public String scanKind() {
        return "point reads of consecutive ids (" + engine + " is a hash map: no key order)";
    }

    @Override
    public void close() throws IOException {
        store.close();
    }
}
