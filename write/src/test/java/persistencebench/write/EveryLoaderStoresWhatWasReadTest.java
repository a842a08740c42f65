package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every backend × variant of the registry stores exactly the trips it was given, read back from the store itself. */
class EveryLoaderStoresWhatWasReadTest {
    private static final long GENERATED_ROWS = 2_000;

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
        return WriteBackends.all().stream()
                .flatMap(backend -> backend.variants().stream().map(variant -> Arguments.of(backend.name(), variant.name())));
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("variants")
    void storesGeneratedTripsEveryIterationAfresh(String backend, String variant) throws Exception {
        try (LoaderContext context = context(backend, variant); TripLoader loader = create(backend, variant, context)) {
            // Twice: the second load proves reset() empties the store rather than adding to it.
            for (int iteration = 0; iteration < 2; iteration++) {
                assertStoresExactly(loader, generated, GENERATED_ROWS);
            }
        }
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("variants")
    void storesTheRealTlcSample(String backend, String variant) throws Exception {
        try (LoaderContext context = context(backend, variant); TripLoader loader = create(backend, variant, context)) {
            assertStoresExactly(loader, TestTrips.realSample(), TestTrips.SAMPLE_ROWS);
        }
    }

    private static void assertStoresExactly(TripLoader loader, Path csv, long rows) throws Exception {
        loader.reset();
        CsvTripSource source = TestTrips.csv(csv);
        loader.load(source);
        StoredTrips stored = loader.inspect();
        assertThat(source.report().rowsRead()).isEqualTo(rows);
        assertThat(stored.checksum().rows()).isEqualTo(rows);
        assertThat(stored.checksum().describeDifference(source.report().checksum())).isEmpty();
        assertThat(stored.checksum()).isEqualTo(source.report().checksum());
        assertThat(stored.diskBytes()).isPositive();
    }

    private static LoaderContext context(String backend, String variant) {
        return new LoaderContext(directory.resolve("store-" + backend + "-" + variant), 1, database);
    }

    private static TripLoader create(String backend, String variant, LoaderContext context) throws Exception {
        return WriteBackends.byName(backend).variant(variant).orElseThrow().factory().create(context);
    }
}
