package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import one.microstream.storage.types.Storage;
import one.microstream.storage.types.StorageConfiguration;
import one.microstream.storage.types.StorageEntityCacheEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.testing.Slow;
import persistencebench.write.plugin.LoaderFactory;

/**
 * The tuned variant's storage runs with the bulk-load configuration, the study's and the streamed step's with the
 * engine's defaults; every variant's fork gets a heap of about twice its live set and no direct-memory limit.
 */
@Slow
class MicroStreamTripStoragesTest {
    @TempDir
    Path directory;

    @Test
    void theTunedStorageHasLargeFilesRareHousekeepingAndAShortCacheTimeout() {
        StorageConfiguration tuned = configuration(true);
        assertThat(tuned.dataFileEvaluator().fileMaximumSize()).isEqualTo(1 << 30);
        assertThat(tuned.dataFileEvaluator().fileMinimumSize()).isEqualTo(Storage.DataFileEvaluator().fileMinimumSize());
        assertThat(tuned.housekeepingController().housekeepingIntervalMs()).isEqualTo(10_000);
        assertThat(tuned.housekeepingController().housekeepingTimeBudgetNs())
                .isEqualTo(Storage.HousekeepingController().housekeepingTimeBudgetNs());
        assertThat(tuned.entityCacheEvaluator()).isInstanceOfSatisfying(StorageEntityCacheEvaluator.Default.class,
                cache -> assertThat(cache.timeout()).isEqualTo(60_000));
    }

    @Test
    void theDefaultStorageKeepsTheEnginesDefaults() {
        StorageConfiguration defaults = configuration(false);
        assertThat(defaults.dataFileEvaluator().fileMaximumSize()).isEqualTo(Storage.DataFileEvaluator().fileMaximumSize());
        assertThat(defaults.housekeepingController().housekeepingIntervalMs())
                .isEqualTo(Storage.HousekeepingController().housekeepingIntervalMs());
        assertThat(defaults.entityCacheEvaluator()).isInstanceOfSatisfying(StorageEntityCacheEvaluator.Default.class,
                cache -> assertThat(cache.timeout()).isEqualTo(((StorageEntityCacheEvaluator.Default) Storage.EntityCacheEvaluator()).timeout()));
    }

    @Test
    void everyVariantsForkGetsItsHeapAndNoDirectMemoryLimit() {
        List<Variant<LoaderFactory>> variants = new MicroStreamBackend().variants();
        assertThat(variants).extracting(Variant::name).containsExactly("paper", "tuned", "streamed");
        assertThat(variants).extracting(Variant::jvmFlags).containsExactly(List.of("-Xmx12g"), List.of("-Xmx2g"), List.of("-Xmx8g"));
    }

    private StorageConfiguration configuration(boolean tuned) {
        EmbeddedStorageManager storage = MicroStreamTripStorages.start(directory.resolve("store-" + tuned), 1, tuned);
        try {
            return storage.configuration();
        } finally {
            storage.shutdown();
        }
    }
}
