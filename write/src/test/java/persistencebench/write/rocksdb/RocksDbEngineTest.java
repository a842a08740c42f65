package persistencebench.write.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvFixtures;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;

/**
 * What only the RocksDB engine promises: its durability and its SST ingestion. What it stores and answers is
 * {@link persistencebench.write.kv.KvEngineContractTest}'s.
 */
class RocksDbEngineTest {
    private static final int ENTRIES = 3_000;

    @TempDir
    Path directory;

    @Test
    void onlyDiskSyncsThePutWritersWalAtClose() {
        assertThat(RocksDbPutWriter.syncsWalAtClose(Durability.DISK)).isTrue();
        assertThat(RocksDbPutWriter.syncsWalAtClose(Durability.OS)).isFalse();
    }

    @Test
    void severalSstFilesAreIngestedAndTheirStagingDirectoryRemoved() throws Exception {
        KvStoreSpec spec = new KvStoreSpec(directory, Durability.OS, ENTRIES);
        KvFixtures.store(RocksDbSstIngestWriter.open(spec, 16 * 1024), KvFixtures.ascending(ENTRIES));

        try (Stream<Path> files = Files.list(directory)) {
            List<String> names = files.map(path -> path.getFileName().toString()).toList();
            assertThat(names).noneMatch(name -> name.equals("ingest"));
            assertThat(names.stream().filter(name -> name.endsWith(".sst")).count()).isGreaterThan(10);
        }
        try (KvReader reader = new RocksDbEngine(RocksDbWriting.SST_INGEST).openReader(spec)) {
            KvFixtures.assertAnswersExactly(reader, ENTRIES);
        }
    }
}
