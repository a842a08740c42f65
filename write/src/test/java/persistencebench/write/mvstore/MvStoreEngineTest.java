package persistencebench.write.mvstore;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.value;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

class MvStoreEngineTest {
    private static final int ENTRIES = 300;

    @TempDir
    Path directory;

    private KvStoreSpec spec(String name, Durability durability) {
        return new KvStoreSpec(directory.resolve(name), durability, ENTRIES);
    }

    private static void write(MvStoreEngine<?> engine, KvStoreSpec spec, List<Long> ids) throws Exception {
        spec.directory().toFile().mkdirs();
        try (KvWriter writer = engine.openWriter(spec)) {
            for (long id : ids) {
                writer.put(TripKeys.key(id), value(id));
            }
        }
    }

    private static List<Long> ids(boolean shuffled) {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= ENTRIES; id++) {
            ids.add(id);
        }
        if (shuffled) {
            Collections.shuffle(ids, new Random(7));
        }
        return ids;
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void bothVariantsReopenEveryEntryAndScanInIdOrder(Durability durability) throws Exception {
        assertReopensInIdOrder(new MvStoreEngine<>(MvStoreBackend.PAPER), spec("paper", durability), ids(true));
        assertReopensInIdOrder(new MvStoreEngine<>(MvStoreBackend.TUNED), spec("tuned", durability), ids(false));
    }

    private static void assertReopensInIdOrder(MvStoreEngine<?> engine, KvStoreSpec spec, List<Long> ids) throws Exception {
        write(engine, spec, ids);
        try (KvReader reader = engine.openReader(spec)) {
            assertThat(reader.get(TripKeys.key(42))).isEqualTo(value(42));
            assertThat(reader.get(TripKeys.key(ENTRIES + 1))).isNull();
            assertThat(reader.scanKind()).isEqualTo("ordered");

            List<Long> scanned = new ArrayList<>();
            reader.scan(TripKeys.key(ENTRIES - 2), 5, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            assertThat(scanned).containsExactly(ENTRIES - 2L, ENTRIES - 1L, (long) ENTRIES);

            List<Long> all = new ArrayList<>();
            reader.forEach((key, value) -> all.add(TripKeys.id(key)));
            assertThat(all).isEqualTo(ids(false));
        }
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
