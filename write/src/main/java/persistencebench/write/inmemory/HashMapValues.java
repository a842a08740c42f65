package persistencebench.write.inmemory;

import java.util.HashMap;
import java.util.Map;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.TripKeys;

/** Values in a {@link HashMap} keyed by id at its default capacity (it grows by rehashing); scans are point reads. */
final class HashMapValues implements InMemoryValues {
    private final Map<Long, byte[]> map = new HashMap<>();

    @Override
    public void load(byte[] key, byte[] value) {
        map.put(TripKeys.id(key), value);
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(TripKeys.id(key));
    }

    @Override
    public void put(byte[] key, byte[] value) {
        map.put(TripKeys.id(key), value);
    }

    @Override
    public void delete(byte[] key) {
        map.remove(TripKeys.id(key));
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        KvReader.scanByGets(this, firstKey, count, sink);
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        for (Map.Entry<Long, byte[]> entry : map.entrySet()) {
            sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
        }
    }

    @Override
    public String scanKind() {
        return "point reads of consecutive ids (a hash map has no order)";
    }
}
