package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
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
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * Every storing variant either serves the single operations on the real TLC sample, in both durability classes (its
 * reads answer the expected trips and its final state is the CSV's with the operations applied), or says why it cannot.
 * Which variants serve them is part of the contract: a variant that silently stopped serving them would fail here.
 * Backends whose server the tests cannot provide (MongoDB without {@code -Dmongo.uri}) are left out.
 */
@Slow
class EverySingleOpsSourceTest {
    private static final int OPERATIONS = 200;
    /** backend/variant of every variant that serves single operations on PostgreSQL and on no server at all. */
    private static final Set<String> SERVING = Set.of("jdbc/tuned", "jdbc/insert", "hibernate/tuned", "inmemory/paper", "inmemory/tuned", "rocksdb/paper",
            "rocksdb/tuned", "leveldb/paper", "leveldb/tuned", "lmdb/paper", "lmdb/tuned", "mapdb/paper", "mapdb/tuned", "mvstore/paper",
            "mvstore/tuned", "microstream/tuned", "microstream/streamed", "eclipsestore/tuned", "eclipsestore/streamed");

    @TempDir
    static Path directory;
    private static DatabaseTarget database;
    private static SingleOpsSpec spec;
    private static RowDigest csvDigest;

    @BeforeAll
    static void prepare() throws Exception {
        database = TestTrips.freshDatabase("single_ops_all");
        spec = SingleOpsReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL,
                new SingleOpsPlan(TestTrips.SEED, TestTrips.SAMPLE_ROWS, OPERATIONS));
        csvDigest = TestTrips.expected(TripShape.TRIP, TestTrips.realSample());
    }

    static Stream<Arguments> storingVariants() {
        return WriteBackend.registry().all().stream().filter(TestTrips::canRun).flatMap(backend -> backend.variants().stream()
                .filter(variant -> variant.strategy().shape().stores())
                .flatMap(variant -> Stream.of(Durability.values()).map(durability -> Arguments.of(backend.name(), variant.name(), durability))));
    }

    @ParameterizedTest(name = "{0}/{1} {2}")
    @MethodSource("storingVariants")
    void servesTheOperationsWithTheExpectedAnswersAndFinalStateOrSaysWhyNot(String backend, String variant, Durability durability)
            throws Exception {
        LoaderFactory factory = WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
        TripLoader loader = factory.create(TestTrips.context(directory.resolve(backend + "-" + variant + "-" + durability.label()), database,
                durability, TestTrips.SAMPLE_ROWS));
        boolean serves = loader instanceof SingleOpsSource source && source.notServed() == null;
        assertThat(serves).as(backend + "/" + variant + " serves single operations").isEqualTo(SERVING.contains(backend + "/" + variant));
        if (!serves) {
            assertThat(loader instanceof SingleOpsSource source ? source.notServed() : factory.shape().name())
                    .as("a store that cannot serve them says why (or stores the study's UUID-keyed shape)").isNotBlank();
            return;
        }
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = SingleOpsPhases.run((SingleOpsSource) loader, spec, new LinkedHashMap<>());
        StoredTrips stored = loader.inspect();

        assertThat(spec.asLoaded(stored.digest()).describeDifference(csvDigest)).isEmpty();
        assertThat(stored.digest().rows()).as("inserts and deletes balance").isEqualTo(TestTrips.SAMPLE_ROWS);
        assertThat(metrics).containsKeys("openMillis", "insert", "find", "update", "delete", "mixA", "mixB", "mixC")
                .containsEntry("warmupOperations", OPERATIONS);
        assertThat(metrics.get("insert")).as("every inserted trip read back under its id").asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsEntry("idsVerified", OPERATIONS);
        assertThat(metrics.get("quiesce")).as("what the quiesce did").asString().isNotBlank().doesNotContain("went ahead");
        if (backend.equals("rocksdb")) {
            assertThat(metrics.get("quiesce")).asString().startsWith("memtable flushed");
        }
    }
}
