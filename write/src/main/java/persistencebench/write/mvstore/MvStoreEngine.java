package persistencebench.write.mvstore;

import org.h2.mvstore.MVStore;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * H2's MVStore used directly (no SQL layer): one file, one map of trip values by key, configured by
 * {@link MvStoreSettings}.
 *
 * @param <K> the map's key class
 */
final class MvStoreEngine<K> implements KvEngine {
    private final MvStoreSettings<K> settings;

    MvStoreEngine(MvStoreSettings<K> settings) {
        this.settings = settings;
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        MVStore store = MvStoreFiles.openForWriting(spec, settings);
        try {
            return new MvStoreWriter<>(store, settings, spec.durability().forcesFiles());
        } catch (RuntimeException e) {
            store.closeImmediately();
            throw e;
        }
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        MVStore store = MvStoreFiles.openReadOnly(spec, settings);
        try {
            return new MvStoreReader<>(store, settings);
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        return new MvStoreOperations<>(spec, settings);
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }
}
