package persistencebench.write.mvstore;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvStoreSpec;

/**
 * A stored MVStore file opened for single operations with its variant's settings: every put and delete followed by
 * {@code MVStore.commit()} (the change written to the file as a new chunk) and, under {@code disk}, {@code sync()}
 * (the file forced); under {@code os} the store's file store never forces ({@link UnsyncedFileStore}).
 *
 * @param <K> the map's key class
 */
final class MvStoreOperations<K> implements KvOperations {
    private final MVStore store;
    private final MVMap<K, byte[]> map;
    private final MvStoreKeys<K> keys;
    private final boolean sync;

    MvStoreOperations(KvStoreSpec spec, MvStoreSettings<K> settings) {
        this.store = MvStoreFiles.openForWriting(spec, settings);
        try {
            this.map = MvStoreFiles.tripsMap(store, settings);
        } catch (RuntimeException e) {
            store.closeImmediately();
            throw e;
        }
        this.keys = settings.keys();
        this.sync = spec.durability().forcesFiles();
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(keys.of(key));
    }

    @Override
    public void put(byte[] key, byte[] value) {
        map.put(keys.of(key), value);
        commit();
    }

    @Override
    public void delete(byte[] key) {
        map.remove(keys.of(key));
        commit();
    }

    private void commit() {
        store.commit();
        if (sync) {
            store.sync();
        }
    }

    /**
     * Opened with autocommit disabled, MVStore starts no background writer (which would otherwise commit and compact in
     * its own thread), and every operation commits itself.
     */
    @Override
    public String quiesce() {
        return "nothing: opened with autocommit disabled, MVStore runs no background writer";
    }

    @Override
    public void close() {
        store.close();
    }
}
