package persistencebench.write.readback;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.WriteBackend;

/**
 * Every storing variant whose loader serves reads by trip id answers the read-back phases on the real TLC sample with
 * exactly the trips the CSV has at those ids, in both durability classes, and reports latencies for each phase.
 * Backends whose server the tests cannot provide (MongoDB without {@code -Dmongo.uri}) are left out.
 */
@Slow
class EveryLookupSourceAnswersTest {
    private static final int LOOKUPS = 2_000;

    @TempDir
    static Path directory;
    private static DatabaseTarget database;
    private static ReadBackPlan plan;
    private static Map<String, List<Long>> expected;

    @BeforeAll
    static void prepare() throws Exception {
        database = TestTrips.freshDatabase("lookups");
        plan = ReadBackPlan.of(TestTrips.SEED, TestTrips.SAMPLE_ROWS, LOOKUPS);
        expected = ReadBackReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL, plan);
    }

    static Stream<Arguments> lookupSources() {
        return WriteBackend.registry().all().stream().filter(TestTrips::canRun).flatMap(backend -> backend.variants().stream()
                .filter(variant -> variant.strategy().shape().stores())
                .flatMap(variant -> Stream.of(Durability.values()).map(durability -> Arguments.of(backend.name(), variant.name(), durability))));
    }

    @ParameterizedTest(name = "{0}/{1} {2}")
    @MethodSource("lookupSources")
    void answersEveryPhaseWithTheCsvsTrips(String backend, String variant, Durability durability) throws Exception {
        LoaderFactory factory = WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(backend + "-" + variant + "-" + durability.label()), database,
                durability, TestTrips.SAMPLE_ROWS));
        if (!(loader instanceof LookupSource source)) {
            return;
        }
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = ReadBackPhases.run(source, plan, expected, new LinkedHashMap<>());
        assertThat(loader.inspect().digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);

        for (ReadBackPhase phase : ReadBackPhase.values()) {
            assertThat(metrics.get(phase.key())).as(phase.key()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                    .containsEntry("digestOk", true).containsKeys("p50Micros", "p99Micros", "opsPerSecond");
        }
        assertThat(metrics).containsKeys("openMillis", "scanKind");
    }
}
