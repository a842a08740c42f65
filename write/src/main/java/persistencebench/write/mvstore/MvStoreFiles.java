package persistencebench.write.mvstore;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.type.ByteArrayDataType;
import persistencebench.write.kv.KvStoreSpec;

/** Opens the store file of a store directory and its trips map, as a variant's settings say. */
final class MvStoreFiles {

    private MvStoreFiles() {
    }

    /**
     * A store for writing: a new one, or the stored one for single operations. Under {@code -Ddurability=os} its file
     * store never forces the file ({@link UnsyncedFileStore}); under {@code disk} it is MVStore's own.
     */
    static MVStore openForWriting(KvStoreSpec spec, MvStoreSettings<?> settings) {
        MVStore.Builder builder = new MVStore.Builder().autoCommitDisabled();
        if (settings.compress()) {
            builder.compress();
        }
        if (settings.commitEvery() > 0) {
            builder.autoCommitBufferSize(0);
        }
        String file = file(spec);
        int cache = settings.cacheMegabytes(spec.entries());
        if (spec.durability().forcesFiles()) {
            return builder.fileName(file).cacheSize(cache).open();
        }
        return builder.adoptFileStore(UnsyncedFileStore.open(file, cache)).open();
    }

    /** The stored file, opened read-only. */
    static MVStore openReadOnly(KvStoreSpec spec, MvStoreSettings<?> settings) {
        return new MVStore.Builder().fileName(file(spec)).readOnly().cacheSize(settings.cacheMegabytes(spec.entries())).open();
    }

    /** The trips map, typed as the settings say; single-writer when the settings append. */
    static <K> MVMap<K, byte[]> tripsMap(MVStore store, MvStoreSettings<K> settings) {
        MVMap.Builder<K, byte[]> builder = new MVMap.Builder<K, byte[]>().keyType(settings.keys().type()).valueType(ByteArrayDataType.INSTANCE);
        if (settings.append()) {
            builder.singleWriter();
        }
        return store.openMap(MvStoreSettings.MAP_NAME, builder);
    }

    private static String file(KvStoreSpec spec) {
        return spec.directory().resolve(MvStoreSettings.FILE_NAME).toString();
    }
}
