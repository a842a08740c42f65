package persistencebench.write.chroniclemap;

import net.openhft.chronicle.map.ChronicleMap;
import persistencebench.write.kv.KvWriter;

/**
 * Puts every trip into the memory-mapped map and unmaps it on close. Chronicle Map has no commit and no sync: a put
 * is in the OS page cache once it returns, and the loader's fsync after close writes the dirty pages to the disk when
 * the run promises {@code disk}.
 */
final class ChronicleMapWriter implements KvWriter {
    private final ChronicleMap<byte[], byte[]> map;

    ChronicleMapWriter(ChronicleMap<byte[], byte[]> map) {
        this.map = map;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        map.put(key, value);
    }

    @Override
    public void close() {
        map.close();
    }
}
