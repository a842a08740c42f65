package persistencebench.write.mapdb;

import java.util.Iterator;
import java.util.Map;
import org.mapdb.BTreeMap;
import org.mapdb.DB;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.TripKeys;

/** The tuned layout's B-tree opened read-only: point gets and ordered scans. */
final class MapDbTreeReader implements KvReader {
    private final DB db;
    private final BTreeMap<Long, byte[]> map;

    MapDbTreeReader(DB db, BTreeMap<Long, byte[]> map) {
        this.db = db;
        this.map = map;
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(TripKeys.id(key));
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        Iterator<Map.Entry<Long, byte[]>> entries = map.entryIterator(TripKeys.id(firstKey), true, null, false);
        for (int read = 0; read < count && entries.hasNext(); read++) {
            Map.Entry<Long, byte[]> entry = entries.next();
            sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        Iterator<Map.Entry<Long, byte[]>> entries = map.entryIterator();
        while (entries.hasNext()) {
            Map.Entry<Long, byte[]> entry = entries.next();
            sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
        }
    }

    @Override
    public void close() {
        db.close();
    }
}
