package persistencebench.write.mvstore;

import org.h2.mvstore.Cursor;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;

/**
 * The stored trips map opened read-only: point reads through the B-tree, scans through a cursor from a key.
 *
 * @param <K> the map's key class
 */
final class MvStoreReader<K> implements KvReader {
    private final MVStore store;
    private final MVMap<K, byte[]> map;
    private final MvStoreKeys<K> keys;

    MvStoreReader(MVStore store, MvStoreSettings<K> settings) {
        this.store = store;
        this.map = MvStoreFiles.tripsMap(store, settings);
        this.keys = settings.keys();
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(keys.of(key));
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        Cursor<K, byte[]> cursor = map.cursor(keys.of(firstKey));
        for (int i = 0; i < count && cursor.hasNext(); i++) {
            K key = cursor.next();
            sink.accept(keys.tripKey(key), cursor.getValue());
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        Cursor<K, byte[]> cursor = map.cursor(null);
        while (cursor.hasNext()) {
            K key = cursor.next();
            sink.accept(keys.tripKey(key), cursor.getValue());
        }
    }

    @Override
    public void close() {
        store.close();
    }
}
