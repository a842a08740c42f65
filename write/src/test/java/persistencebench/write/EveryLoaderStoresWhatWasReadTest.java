package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.testing.Slow;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.WriteBackend;

/**
 * Every storing variant of the registry stores exactly the trips it was given, as its store itself proves: the
 * store's digest equals the Java-side digest of the CSV in the variant's shape. Backends whose server the tests cannot
 * provide (MongoDB without {@code -Dmongo.uri}) are left out.
 */
@Slow
class EveryLoaderStoresWhatWasReadTest {
    /** Not a multiple of any batch size, so every loader's last partial batch must reach the store. */
    private static final long GENERATED_ROWS = 2_345;

    @TempDir
    static Path directory;
    private static Path generated;
    private static DatabaseTarget database;

    @BeforeAll
    static void prepare() throws Exception {
        generated = TestTrips.generated(directory, GENERATED_ROWS);
        database = TestTrips.freshDatabase("loaders");
    }

    static Stream<Arguments> variants() {
        return WriteBackend.registry().all().stream().filter(TestTrips::canRun).flatMap(backend -> backend.variants().stream()
                .filter(variant -> variant.strategy().shape().stores())
                .map(variant -> Arguments.of(backend.name(), variant.name())));
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("variants")
    void storesGeneratedTripsEverySampleAfresh(String backend, String variant) throws Exception {
        LoaderFactory factory = factory(backend, variant);
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(backend + "-" + variant), database));
        // Twice: the second sample proves reset() empties the store rather than adding to it.
        for (int sample = 0; sample < 2; sample++) {
            StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.csv(generated));
            assertThat(stored.digest().describeDifference(TestTrips.expected(factory.shape(), generated))).isEmpty();
            assertThat(stored.digest().rows()).isEqualTo(GENERATED_ROWS);
            assertThat(stored.diskBytes()).isNotNegative();
        }
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("variants")
    void storesTheRealTlcSampleWithItsBlanksAndOutOfMonthPickups(String backend, String variant) throws Exception {
        LoaderFactory factory = factory(backend, variant);
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(backend + "-" + variant + "-real"), database));
        StoredTrips stored = TestTrips.storeOnce(loader, TestTrips.csv(TestTrips.realSample()));
        assertThat(stored.digest()).isEqualTo(TestTrips.expected(factory.shape(), TestTrips.realSample()));
        assertThat(stored.digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);
    }

    private static LoaderFactory factory(String backend, String variant) {
        return WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
    }
}
