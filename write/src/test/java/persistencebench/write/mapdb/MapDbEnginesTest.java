package persistencebench.write.mapdb;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.value;
import static persistencebench.write.kv.KvFixtures.store;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapdb.DB;
import org.mapdb.DBException;
import org.mapdb.DBMaker;
import org.mapdb.StoreDirect;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

class MapDbEnginesTest {
    private static final int ENTRIES = 30_000;

    @TempDir
    Path directory;

    @Test
    void onlyTheOsDurabilityClassStopsTheCommitForcingTheFile() {
        assertThat(fileSyncDisabled(Durability.DISK)).isFalse();
        assertThat(fileSyncDisabled(Durability.OS)).isTrue();
    }

    @Test
    void aReopenedTreeMapScansInKeyOrder() throws Exception {
        KvStoreSpec spec = spec(Durability.DISK);
        store(new MapDbEngine(MapDbLayout.TREE_MAP_SINK), spec, ids(false));

        List<Long> scanned = new ArrayList<>();
        List<Long> all = new ArrayList<>();
        try (KvReader reader = new MapDbEngine(MapDbLayout.TREE_MAP_SINK).openReader(spec)) {
            reader.scan(TripKeys.key(20_000), 50, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            reader.forEach((key, value) -> all.add(TripKeys.id(key)));
            assertThat(reader.get(TripKeys.key(ENTRIES + 1L))).isNull();
            assertThat(reader.get(TripKeys.key(256))).isEqualTo(value(256));
            assertThat(reader.scanKind()).isEqualTo("ordered");
        }
        assertThat(scanned).hasSize(50).isSorted().doesNotHaveDuplicates().first().isEqualTo(20_000L);
        assertThat(scanned).last().isEqualTo(20_049L);
        assertThat(all).hasSize(ENTRIES).isSorted();
    }

    @Test
    void aReopenedHashMapWrittenInRandomOrderScansByPointReadsOfConsecutiveIds() throws Exception {
        KvStoreSpec spec = spec(Durability.OS);
        store(new MapDbEngine(MapDbLayout.HASH_MAP), spec, ids(true));

        List<Long> scanned = new ArrayList<>();
        long[] entries = {0};
        try (KvReader reader = new MapDbEngine(MapDbLayout.HASH_MAP).openReader(spec)) {
            reader.scan(TripKeys.key(ENTRIES - 9L), 50, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            reader.forEach((key, value) -> entries[0]++);
            assertThat(reader.scanKind()).isNotEqualTo("ordered");
        }
        assertThat(scanned).as("the ten ids up to the last; the absent ones after it skipped").hasSize(10).isSorted()
                .last().isEqualTo((long) ENTRIES);
        assertThat(entries[0]).isEqualTo(ENTRIES);
    }

    @Test
    void theTunedSinkRefusesAKeyOutOfOrder() throws Exception {
        try (KvWriter writer = new MapDbEngine(MapDbLayout.TREE_MAP_SINK).openWriter(spec(Durability.OS))) {
            writer.put(TripKeys.key(2), value(2));
            assertThatThrownBy(() -> writer.put(TripKeys.key(1), value(1))).isInstanceOf(DBException.NotSorted.class);
        }
    }

    private boolean fileSyncDisabled(Durability durability) {
        try (DB db = MapDbStore.honouring(DBMaker.fileDB(directory.resolve(durability.label() + ".db").toFile()), durability).make()) {
            // Kotlin's mangled getter of StoreDirect's internal fileSyncDisable, which commit() reads before forcing the file
            return ((StoreDirect) db.getStore()).getFileSyncDisable$mapdb();
        }
    }

    private KvStoreSpec spec(Durability durability) {
        return new KvStoreSpec(directory, durability, ENTRIES);
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
}
