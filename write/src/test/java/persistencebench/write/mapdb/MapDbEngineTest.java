package persistencebench.write.mapdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static persistencebench.write.kv.KvFixtures.value;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mapdb.DB;
import org.mapdb.DBException;
import org.mapdb.DBMaker;
import org.mapdb.StoreDirect;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.harness.testing.Slow;

/**
 * What only the MapDB engine promises: its durability and the sink's key order. What it stores and answers is
 * {@link persistencebench.write.kv.KvEngineContractTest}'s.
 */
@Slow
class MapDbEngineTest {

    @TempDir
    Path directory;

    @Test
    void onlyTheOsDurabilityClassStopsTheCommitForcingTheFile() {
        assertThat(fileSyncDisabled(Durability.DISK)).isFalse();
        assertThat(fileSyncDisabled(Durability.OS)).isTrue();
    }

    @Test
    void theTunedSinkRefusesAKeyOutOfOrder() throws Exception {
        try (KvWriter writer = new MapDbEngine(MapDbLayout.TREE_MAP_SINK).openWriter(new KvStoreSpec(directory, Durability.OS, 2))) {
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
}
