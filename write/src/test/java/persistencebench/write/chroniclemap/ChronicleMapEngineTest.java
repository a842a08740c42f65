package persistencebench.write.chroniclemap;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.value;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.harness.testing.Slow;

@Slow
class ChronicleMapEngineTest {
    private static final int ENTRIES = 300;

    @TempDir
    Path directory;

    @ParameterizedTest
    @EnumSource(ChronicleMapConfiguration.class)
    void reopensEveryEntryAndScansConsecutiveIdsByPointReads(ChronicleMapConfiguration configuration) throws Exception {
        KvStoreSpec spec = new KvStoreSpec(directory.resolve(configuration.name()), Durability.OS, ENTRIES);
        Files.createDirectories(spec.directory());
        ChronicleMapEngine engine = new ChronicleMapEngine(configuration);
        try (KvWriter writer = engine.openWriter(spec)) {
            for (long id = ENTRIES; id >= 1; id--) {
                writer.put(TripKeys.key(id), value(id));
            }
        }

        try (KvReader reader = new ChronicleMapEngine(configuration).openReader(spec)) {
            assertThat(reader.get(TripKeys.key(42))).isEqualTo(value(42));
            assertThat(reader.get(TripKeys.key(ENTRIES + 1))).isNull();
            assertThat(reader.scanKind()).startsWith("point reads");

            List<Long> scanned = new ArrayList<>();
            reader.scan(TripKeys.key(ENTRIES - 2), 5, (key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                scanned.add(TripKeys.id(key));
            });
            assertThat(scanned).containsExactly(ENTRIES - 2L, ENTRIES - 1L, (long) ENTRIES);

            Set<Long> all = new HashSet<>();
            reader.forEach((key, value) -> {
                assertThat(value).isEqualTo(value(TripKeys.id(key)));
                all.add(TripKeys.id(key));
            });
            assertThat(all).hasSize(ENTRIES).contains(1L, (long) ENTRIES);
        }
    }
}
