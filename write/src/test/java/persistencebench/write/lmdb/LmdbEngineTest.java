package persistencebench.write.lmdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static persistencebench.write.kv.KvFixtures.value;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;
import org.lmdbjava.LmdbException;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvFixtures;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.harness.testing.Slow;

/**
 * What only the LMDB engine promises: its durability, the tuned map's size and the append's key order. What it stores
 * and answers is {@link persistencebench.write.kv.KvEngineContractTest}'s.
 */
@Slow
class LmdbEngineTest {
    private static final int ENTRIES = 30_000;

    @TempDir
    Path directory;

    @Test
    void onlyTheOsDurabilityClassTurnsTheCommitsSyncOff() {
        assertThat(LmdbStore.writerFlags(Durability.DISK)).isEmpty();
        assertThat(LmdbStore.writerFlags(Durability.OS)).containsExactly(EnvFlags.MDB_NOSYNC);
    }

    @Test
    void theTunedMapHoldsAnAscendingLoadWithLittleToSpare() throws Exception {
        KvStoreSpec spec = spec(Durability.DISK);
        KvFixtures.store(new LmdbEngine(LmdbWriting.APPEND), spec, KvFixtures.ascending(ENTRIES));

        long mapSize = LmdbMapSize.forAscendingLoad(ENTRIES, spec.keyBytes(), spec.valueBytes());
        long usedBytes;
        try (Env<ByteBuffer> env = Env.create().open(directory.toFile(), EnvFlags.MDB_RDONLY_ENV)) {
            usedBytes = (env.info().lastPageNumber + 1) * env.stat().pageSize;
        }
        assertThat(usedBytes).isLessThanOrEqualTo(mapSize);
        assertThat((double) mapSize).isLessThanOrEqualTo(usedBytes * 1.15);
        assertThat(Files.size(directory.resolve("data.mdb"))).as("without MDB_WRITEMAP the file holds the used pages only")
                .isEqualTo(usedBytes);
    }

    @Test
    void theTunedWriterRefusesAKeyOutOfOrder() throws Exception {
        try (KvWriter writer = new LmdbEngine(LmdbWriting.APPEND).openWriter(spec(Durability.OS))) {
            writer.put(TripKeys.key(2), value(2));
            assertThatThrownBy(() -> writer.put(TripKeys.key(1), value(1))).isInstanceOf(LmdbException.class);
        }
    }

    private KvStoreSpec spec(Durability durability) {
        return new KvStoreSpec(directory, durability, ENTRIES);
    }
}
