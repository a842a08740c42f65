package persistencebench.write.mvstore;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import persistencebench.write.kv.KvWriter;

/**
 * Puts every trip into the trips map, commits as the settings say, and closes with a last commit, forced to the disk
 * with {@link MVStore#sync()} when the run promises {@code disk} (MVStore's commits never force the file).
 *
 * @param <K> the map's key class
 */
final class MvStoreWriter<K> implements KvWriter {
    private final MVStore store;
    private final MVMap<K, byte[]> map;
    private final MvStoreSettings<K> settings;
    private final boolean sync;
    private long puts;
    private K lastAppended;

    MvStoreWriter(MVStore store, MvStoreSettings<K> settings, boolean sync) {
        this.store = store;
        this.map = MvStoreFiles.tripsMap(store, settings);
        this.settings = settings;
        this.sync = sync;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        K mapKey = settings.keys().of(key);
        if (settings.append()) {
            append(mapKey, value);
        } else {
            map.put(mapKey, value);
        }
        if (settings.commitEvery() > 0 && ++puts % settings.commitEvery() == 0) {
            store.commit();
        }
    }

    private void append(K key, byte[] value) {
        // MVMap.append trusts its caller: a key out of order would silently break the B-tree
        if (lastAppended != null && map.getKeyType().compare(lastAppended, key) >= 0) {
            throw new IllegalStateException("MVMap.append needs ascending keys, " + key + " came after " + lastAppended);
        }
        map.append(key, value);
        lastAppended = key;
    }

    @Override
    public void close() {
        try {
            store.commit();
            if (sync) {
                store.sync();
            }
        } finally {
            store.close();
        }
    }
}
