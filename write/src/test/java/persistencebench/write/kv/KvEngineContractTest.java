package persistencebench.write.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.write.kv.KvFixtures.trip;
import static persistencebench.write.kv.KvFixtures.value;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;
import persistencebench.model.taxi.Trip;
import persistencebench.write.TestTrips;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * The contract every key-value engine keeps, run for every variant the registry declares through {@link KvVariants},
 * in both durability classes, so a new engine is held to it without a test of its own: what the variant's loader
 * stores (its key order, its engine's writer, the forcing under {@code disk}), a new engine instance reads back
 * exactly (the writing instance for a store that persists nothing), and the loader's proof digests; single operations
 * are read back the same way, or the engine says why it has none. Backends whose server the tests cannot provide
 * (MongoDB without {@code -Dmongo.uri}) are left out.
 */
@Slow
class KvEngineContractTest {
    /** A multiple of 1,000: the batched writers (LevelDB's WriteBatches, MongoDB's insertMany) end on a full batch. */
    private static final int TRIPS = 3_000;
    /**
     * backend/variant of every variant whose scans are point reads of consecutive ids (its store is a hash map, with no
     * key order); every other variant's are ordered. A variant that silently changed its kind of scan fails here.
     */
    private static final Set<String> POINT_READ_SCANS = Set.of("inmemory/paper", "mapdb/paper", "chroniclemap/paper", "chroniclemap/tuned");

    static Stream<Arguments> keyValueVariants() {
        return WriteBackend.registry().all().stream().filter(TestTrips::canRun).flatMap(backend -> backend.variants().stream()
                .filter(variant -> variant.strategy() instanceof KvLoaderFactory)
                .flatMap(variant -> Stream.of(Durability.values()).map(durability -> Arguments.of(backend.name(), variant.name(), durability))));
    }

    @ParameterizedTest(name = "{0}/{1} {2}")
    @MethodSource("keyValueVariants")
    void aNewEngineReadsBackExactlyWhatTheVariantStoredAndTheProofDigestsIt(String backend, String variant, Durability durability,
                                                                              @TempDir Path directory) throws Exception {
        Store store = Store.of(backend, variant, durability, directory);
        store.load();

        try (KvReader reader = store.reopened().openReader(store.spec())) {
            KvFixtures.assertAnswersExactly(reader, TRIPS);
            if (POINT_READ_SCANS.contains(backend + "/" + variant)) {
                assertThat(reader.scanKind()).startsWith("point reads of consecutive ids");
            } else {
                assertThat(reader.scanKind()).isEqualTo("ordered");
            }
        }
        StoredTrips proven = store.loader().inspect();
        assertThat(proven.digest()).isEqualTo(TestTrips.expected(TripShape.TRIP, store.trips()));
        assertThat(proven.diskBytes()).isNotNegative();
    }

    /** A fork stores its warm-ups and samples with one loader: each proof must give the bytes of the store just written. */
    @ParameterizedTest(name = "{0}/{1} {2}")
    @MethodSource("keyValueVariants")
    void everyStoreOfOneLoaderReportsItsOwnBytesOnDiskNotTheFirstOnes(String backend, String variant, Durability durability,
                                                                      @TempDir Path directory) throws Exception {
        Store store = Store.of(backend, variant, durability, directory);
        StorageDirectory files = new StorageDirectory(store.context().storageDirectory(), durability);

        TestTrips.store(store.loader(), TestTrips.of(store.trips().subList(0, TRIPS / 10)));
        long firstOnDisk = files.sizeBytes();
        assertThat(store.loader().inspect().diskBytes()).isEqualTo(firstOnDisk);
        store.load();
        long secondOnDisk = files.sizeBytes();

        assertThat(store.loader().inspect().diskBytes()).as("the second store's bytes (the first's were %d)", firstOnDisk)
                .isEqualTo(secondOnDisk);
    }

    @ParameterizedTest(name = "{0}/{1} {2}")
    @MethodSource("keyValueVariants")
    void singleOperationsAreReadBackByANewEngineOrTheEngineSaysWhyItHasNone(String backend, String variant, Durability durability,
                                                                            @TempDir Path directory) throws Exception {
        Store store = Store.of(backend, variant, durability, directory);
        if (store.engine().singleOpsNotServed() != null) {
            assertThat(store.engine().singleOpsNotServed()).isNotBlank();
            return;
        }
        store.load();

        try (KvOperations operations = store.reopened().openOperations(store.spec())) {
            operations.put(TripKeys.key(TRIPS + 1), value(TRIPS + 1));
            operations.put(TripKeys.key(1), value(TRIPS + 2));
            operations.delete(TripKeys.key(2));
            assertThat(operations.get(TripKeys.key(TRIPS + 1))).as("inserted").isEqualTo(value(TRIPS + 1));
            assertThat(operations.get(TripKeys.key(1))).as("replaced").isEqualTo(value(TRIPS + 2));
            assertThat(operations.get(TripKeys.key(2))).as("deleted").isNull();
            assertThat(operations.quiesce()).isNotBlank();
        }

        try (KvReader reader = store.reopened().openReader(store.spec())) {
            assertThat(reader.get(TripKeys.key(TRIPS + 1))).as("inserted").isEqualTo(value(TRIPS + 1));
            assertThat(reader.get(TripKeys.key(1))).as("replaced").isEqualTo(value(TRIPS + 2));
            assertThat(reader.get(TripKeys.key(2))).as("deleted").isNull();
            assertThat(reader.get(TripKeys.key(3))).as("untouched").isEqualTo(value(3));
            long[] entries = {0};
            reader.forEach((key, value) -> entries[0]++);
            assertThat(entries[0]).isEqualTo(TRIPS);
        }
    }

    /**
     * One variant's store in {@code directory}: the variant's loader and the engine it writes with, and a new engine for
     * every reopening of a store that persists.
     */
    private record Store(KvLoaderFactory factory, LoaderContext context, KvEngine engine, KvTripLoader loader, List<Trip> trips) {

        static Store of(String backend, String variant, Durability durability, Path directory) {
            LoaderFactory factory = WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
            KvLoaderFactory keyValue = (KvLoaderFactory) factory;
            LoaderContext context = TestTrips.context(directory, null, durability, TRIPS);
            KvEngine engine = keyValue.engine().apply(context);
            List<Trip> trips = new ArrayList<>();
            for (long id = 1; id <= TRIPS; id++) {
                trips.add(trip(id));
            }
            return new Store(keyValue, context, engine, new KvTripLoader(context, keyValue.order(), engine), trips);
        }

        /** One sample as the benchmark runs it: reset, open, store the trips in the variant's key order, close. */
        void load() throws Exception {
            TestTrips.store(loader, TestTrips.of(trips));
        }

        KvEngine reopened() {
            return engine.persists() ? factory.engine().apply(context) : engine;
        }

        KvStoreSpec spec() {
            return new KvStoreSpec(context.storageDirectory(), context.durability(), context.expectedRows());
        }
    }
}
