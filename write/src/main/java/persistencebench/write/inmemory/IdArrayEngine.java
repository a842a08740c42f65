package persistencebench.write.inmemory;

import java.util.Arrays;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/**
 * Values in an array indexed by id, sized once from the trip count: dense ids make the array its own ordered index.
 * Nothing is persisted: the array the last writer filled is what a reader sees, within this JVM.
 */
final class IdArrayEngine implements KvEngine {
    private byte[][] stored = new byte[1][];

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        byte[][] values = new byte[Math.toIntExact(spec.entries() + 1)][];
        stored = new byte[1][];
        return new KvWriter() {
            @Override
            public void put(byte[] key, byte[] value) {
                values[Math.toIntExact(TripKeys.id(key))] = value;
            }

            @Override
            public void close() {
                stored = values;
            }
        };
    }

    /** The array the last writer filled, changed in place and grown by half when an insert passes its end. */
    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        return new KvOperations() {
            @Override
            public byte[] get(byte[] key) {
                long id = TripKeys.id(key);
                return id > 0 && id < stored.length ? stored[(int) id] : null;
            }

            @Override
            public void put(byte[] key, byte[] value) {
                int id = Math.toIntExact(TripKeys.id(key));
                if (id >= stored.length) {
                    stored = Arrays.copyOf(stored, Math.max(id + 1, stored.length + stored.length / 2));
                }
                stored[id] = value;
            }

            @Override
            public void delete(byte[] key) {
                long id = TripKeys.id(key);
                if (id > 0 && id < stored.length) {
                    stored[(int) id] = null;
                }
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
        byte[][] values = stored;
        return new KvReader() {
            @Override
            public byte[] get(byte[] key) {
                long id = TripKeys.id(key);
                return id > 0 && id < values.length ? values[(int) id] : null;
            }

            @Override
            public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
                long first = Math.max(1, TripKeys.id(firstKey));
                for (long id = first; id < values.length && id < first + count; id++) {
                    if (values[(int) id] != null) {
                        sink.accept(TripKeys.key(id), values[(int) id]);
                    }
                }
            }

            @Override
            public void forEach(KvEntrySink sink) throws Exception {
                for (int id = 1; id < values.length; id++) {
                    if (values[id] != null) {
                        sink.accept(TripKeys.key(id), values[id]);
                    }
                }
            }

            @Override
            public void close() {
            }
        };
    }
}
