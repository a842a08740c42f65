package persistencebench.write.inmemory;

import java.util.HashMap;
import java.util.Map;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/**
 * Values in a {@link HashMap} keyed by id. Nothing is persisted: the map the last writer filled is what a reader
 * sees, within this JVM.
 */
final class HashMapEngine implements KvEngine {
    private Map<Long, byte[]> stored = Map.of();

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        Map<Long, byte[]> map = new HashMap<>();
        stored = Map.of();
        return new KvWriter() {
            @Override
            public void put(byte[] key, byte[] value) {
                map.put(TripKeys.id(key), value);
            }

            @Override
            public void close() {
                stored = map;
            }
        };
    }

    /** The map the last writer filled, changed in place: nothing to make durable. */
    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        Map<Long, byte[]> map = stored;
        return new KvOperations() {
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
            public void close() {
            }
        };
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    @Override
    public boolean persists() {
        return false;
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        Map<Long, byte[]> map = stored;
        return new KvReader() {
            @Override
            public byte[] get(byte[] key) {
                return map.get(TripKeys.id(key));
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

            @Override
            public void close() {
            }
        };
    }
}
