package persistencebench.write.chroniclemap;

import java.util.Map;
import net.openhft.chronicle.map.ChronicleMap;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;

/** The stored map opened again: point reads by hash; a hash map keeps no key order, so scans are point reads too. */
final class ChronicleMapReader implements KvReader {
    private final ChronicleMap<byte[], byte[]> map;

    ChronicleMapReader(ChronicleMap<byte[], byte[]> map) {
        this.map = map;
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
        return "point reads of consecutive ids (Chronicle Map is a hash map: no key order)";
    }

    @Override
    public void close() {
        map.close();
    }
}
