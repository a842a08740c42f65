package persistencebench.write.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.value;
import static persistencebench.write.kv.KvFixtures.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/** What the RocksDB engines store is what a reopened, read-only store answers, in key order, in both durability classes. */
class RocksDbEnginesTest {
    private static final int ENTRIES = 3_000;

    @TempDir
    Path directory;

    @Test
    void onlyDiskSyncsThePutWritersWalAtClose() {
        assertThat(RocksDbPutWriter.syncsWalAtClose(Durability.DISK)).isTrue();
        assertThat(RocksDbPutWriter.syncsWalAtClose(Durability.OS)).isFalse();
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void putsInRandomOrderAreScannedInKeyOrderAfterReopening(Durability durability) throws Exception {
        KvStoreSpec spec = new KvStoreSpec(directory, durability, ENTRIES);
        List<Long> ids = ids();
        Collections.shuffle(ids, new Random(7));

        store(new RocksDbEngine(RocksDbWriting.ONE_PUT_PER_KEY), spec, ids);

        assertAnswersInKeyOrder(new RocksDbEngine(RocksDbWriting.ONE_PUT_PER_KEY), spec);
    }

    @ParameterizedTest
    @EnumSource(Durability.class)
    void ingestedAscendingKeysAreScannedInKeyOrderAfterReopening(Durability durability) throws Exception {
        KvStoreSpec spec = new KvStoreSpec(directory, durability, ENTRIES);

        store(new RocksDbEngine(RocksDbWriting.SST_INGEST), spec, ids());

        assertAnswersInKeyOrder(new RocksDbEngine(RocksDbWriting.SST_INGEST), spec);
    }

    @Test
    void severalSstFilesAreIngestedAndTheirStagingDirectoryRemoved() throws Exception {
        KvStoreSpec spec = new KvStoreSpec(directory, Durability.OS, ENTRIES);
        try (KvWriter writer = RocksDbSstIngestWriter.open(spec, 16 * 1024)) {
            for (long id : ids()) {
                writer.put(TripKeys.key(id), value(id));
            }
        }

        try (Stream<Path> files = Files.list(directory)) {
            List<String> names = files.map(path -> path.getFileName().toString()).toList();
            assertThat(names).noneMatch(name -> name.equals("ingest"));
            assertThat(names.stream().filter(name -> name.endsWith(".sst")).count()).isGreaterThan(10);
        }
        assertAnswersInKeyOrder(new RocksDbEngine(RocksDbWriting.SST_INGEST), spec);
    }

    private static void assertAnswersInKeyOrder(KvEngine engine, KvStoreSpec spec) throws Exception {
        try (KvReader reader = engine.openReader(spec)) {
            List<Long> scanned = new ArrayList<>();
            reader.scan(TripKeys.key(1_500), 10, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            assertThat(scanned).containsExactly(1_500L, 1_501L, 1_502L, 1_503L, 1_504L, 1_505L, 1_506L, 1_507L, 1_508L, 1_509L);

            List<Long> all = new ArrayList<>();
            reader.forEach((key, value) -> all.add(TripKeys.id(key)));
            assertThat(all).isEqualTo(ids());

            assertThat(reader.get(TripKeys.key(42))).isEqualTo(value(42));
            assertThat(reader.get(TripKeys.key(ENTRIES + 1))).isNull();
            assertThat(reader.scanKind()).isEqualTo("ordered");
        }
    }

    private static List<Long> ids() {
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= ENTRIES; id++) {
            ids.add(id);
        }
        return ids;
    }
}
