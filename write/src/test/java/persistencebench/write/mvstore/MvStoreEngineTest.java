package persistencebench.write.mvstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static persistencebench.write.kv.KvFixtures.value;

import java.nio.file.Path;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/**
 * What only the MVStore engine promises: the append's key order, its durability and the tuned cache. What it stores
 * and answers is {@link persistencebench.write.kv.KvEngineContractTest}'s.
 */
class MvStoreEngineTest {
    private static final int ENTRIES = 300;

    @TempDir
    Path directory;

    private KvStoreSpec spec(String name, Durability durability) {
        return new KvStoreSpec(directory.resolve(name), durability, ENTRIES);
    }

    @Test
    void theTunedWriterRefusesKeysOutOfOrderInsteadOfAppendingThem() throws Exception {
        KvStoreSpec spec = spec("out-of-order", Durability.OS);
        spec.directory().toFile().mkdirs();
        try (KvWriter writer = new MvStoreEngine<>(MvStoreBackend.TUNED).openWriter(spec)) {
            writer.put(TripKeys.key(2), value(2));
            assertThatThrownBy(() -> writer.put(TripKeys.key(1), value(1))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("ascending");
        }
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void onlyTheOsClassSwapsInTheFileStoreThatNeverForces(Durability durability) {
        KvStoreSpec spec = spec("file-store-" + durability.label(), durability);
        spec.directory().toFile().mkdirs();
        MVStore store = MvStoreFiles.openForWriting(spec, MvStoreBackend.TUNED);
        try {
            assertThat(store.getFileStore() instanceof UnsyncedFileStore).isEqualTo(!durability.forcesFiles());
        } finally {
            store.close();
        }
    }

    @Test
    void theTunedCacheHoldsTheWholeMapButNeverFallsBelowMvStoresDefault() {
        assertThat(MvStoreBackend.TUNED.cacheMegabytes(1_000)).isEqualTo(16);
        assertThat(MvStoreBackend.TUNED.cacheMegabytes(2_821_515)).isEqualTo(689);
        assertThat(MvStoreBackend.PAPER.cacheMegabytes(2_821_515)).isEqualTo(4096);
    }
}
