package persistencebench.write.lmdb;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.value;
import static persistencebench.write.kv.KvFixtures.store;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;
import org.lmdbjava.LmdbException;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

class LmdbEnginesTest {
    private static final int ENTRIES = 30_000;

    @TempDir
    Path directory;

    @Test
    void onlyTheOsDurabilityClassTurnsTheCommitsSyncOff() {
        assertThat(LmdbStore.writerFlags(Durability.DISK)).isEmpty();
        assertThat(LmdbStore.writerFlags(Durability.OS)).containsExactly(EnvFlags.MDB_NOSYNC);
    }

    @Test
    void aReopenedStoreWrittenInRandomOrderScansInKeyOrder() throws Exception {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= ENTRIES; id++) {
            ids.add(id);
        }
        Collections.shuffle(ids, new Random(7));
        KvStoreSpec spec = spec(Durability.OS);
        store(new LmdbEngine(LmdbWriting.PUT_AS_KEYS_COME), spec, ids);

        List<Long> scanned = new ArrayList<>();
        List<Long> all = new ArrayList<>();
        try (KvReader reader = new LmdbEngine(LmdbWriting.PUT_AS_KEYS_COME).openReader(spec)) {
            reader.scan(TripKeys.key(20_000), 50, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            reader.forEach((key, value) -> all.add(TripKeys.id(key)));
            assertThat(reader.get(TripKeys.key(ENTRIES + 1L))).isNull();
            assertThat(reader.get(TripKeys.key(256))).isEqualTo(value(256));
        }
        assertThat(scanned).hasSize(50).first().isEqualTo(20_000L);
        assertThat(scanned).isSorted().doesNotHaveDuplicates().last().isEqualTo(20_049L);
        assertThat(all).hasSize(ENTRIES).isSorted();
    }

    @Test
    void theTunedMapHoldsAnAscendingLoadWithLittleToSpare() throws Exception {
        KvStoreSpec spec = spec(Durability.DISK);
        store(new LmdbEngine(LmdbWriting.APPEND), spec, ascending());

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

    private static List<Long> ascending() {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= ENTRIES; id++) {
            ids.add(id);
        }
        return ids;
    }
}
