package persistencebench.write.inmemory;

import java.util.Arrays;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.TripKeys;

/**
 * Values in an array indexed by id, sized once from the trip count: dense ids make the array its own ordered index. A
 * single operation's insert past its end grows it by half.
 */
final class IdArrayValues implements InMemoryValues {
    private byte[][] values;

    /** Room for ids 1 to {@code entries}. */
    IdArrayValues(long entries) {
        values = new byte[Math.toIntExact(entries + 1)][];
    }

    @Override
    public void load(byte[] key, byte[] value) {
        values[Math.toIntExact(TripKeys.id(key))] = value;
    }

    @Override
    public byte[] get(byte[] key) {
        long id = TripKeys.id(key);
        return id > 0 && id < values.length ? values[(int) id] : null;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        int id = Math.toIntExact(TripKeys.id(key));
        if (id >= values.length) {
            values = Arrays.copyOf(values, Math.max(id + 1, values.length + values.length / 2));
        }
        values[id] = value;
    }

    @Override
    public void delete(byte[] key) {
        long id = TripKeys.id(key);
        if (id > 0 && id < values.length) {
            values[(int) id] = null;
        }
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
}
