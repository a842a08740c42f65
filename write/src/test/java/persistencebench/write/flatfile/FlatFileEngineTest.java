package persistencebench.write.flatfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.Trip;
import persistencebench.write.kv.KeyOrder;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvTripLoader;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;
import persistencebench.write.plugin.LoaderContext;

class FlatFileEngineTest {
    private static final FlatFileFormat JSON = new FlatFileFormat(new JsonFactory(), "json");
    private static final FlatFileFormat YAML = new FlatFileFormat(new YAMLFactory(), "yaml");
    private static final Trip FIRST = new Trip(1, LocalDateTime.of(2021, 1, 1, 0, 30, 10), LocalDateTime.of(2021, 1, 1, 0, 36, 12), 1, 2.1,
            1, "N", 142, 43, 2, 8, 3, 0.5, 0, 0, 0.3, 11.8, 2.5);
    private static final Trip BLANKS = new Trip(null, LocalDateTime.of(2021, 1, 1, 0, 51, 20), LocalDateTime.of(2021, 1, 1, 0, 52, 19), null,
            0.2, null, null, 239, 239, null, 3, 0.5, 0.5, 0, 0, 0.3, 4.3, null);

    @TempDir
    Path directory;

    private static Trip pickedUp(LocalDateTime pickup, String flag) {
        return new Trip(2, pickup, pickup.plusMinutes(9), 1, 1.5, 1, flag, 100, 200, 1, 7.5, 0.5, 0.5, 1.5, 0, 0.3, 12.8, 2.5);
    }

    private KvStoreSpec spec() {
        return new KvStoreSpec(directory, Durability.OS, 4);
    }

    /** Stores the trips under ids 1, 2, ... in the order {@code order} gives (1-based ids). */
    private void store(FlatFileEngine engine, List<Trip> trips, int... order) throws Exception {
        try (KvWriter writer = engine.openWriter(spec())) {
            for (int id : order) {
                writer.put(TripKeys.key(id), TripValueCodec.encode(trips.get(id - 1)));
            }
        }
    }

    private String text(String file) throws Exception {
        return Files.readString(directory.resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void oneJsonFileHoldsEveryTripAsAReadableObjectInTheOrderTheKeysCame() throws Exception {
        store(new FlatFileEngine(JSON, FlatFileLayout.ONE_FILE), List.of(FIRST, BLANKS), 2, 1);

        assertThat(text("trips.json")).isEqualTo("["
                + "{\"id\":2,\"VendorID\":null,\"tpep_pickup_datetime\":\"2021-01-01T00:51:20\",\"tpep_dropoff_datetime\":\"2021-01-01T00:52:19\","
                + "\"passenger_count\":null,\"trip_distance\":0.2,\"RatecodeID\":null,\"store_and_fwd_flag\":null,\"PULocationID\":239,"
                + "\"DOLocationID\":239,\"payment_type\":null,\"fare_amount\":3.0,\"extra\":0.5,\"mta_tax\":0.5,\"tip_amount\":0.0,"
                + "\"tolls_amount\":0.0,\"improvement_surcharge\":0.3,\"total_amount\":4.3,\"congestion_surcharge\":null},"
                + "{\"id\":1,\"VendorID\":1,\"tpep_pickup_datetime\":\"2021-01-01T00:30:10\",\"tpep_dropoff_datetime\":\"2021-01-01T00:36:12\","
                + "\"passenger_count\":1,\"trip_distance\":2.1,\"RatecodeID\":1,\"store_and_fwd_flag\":\"N\",\"PULocationID\":142,"
                + "\"DOLocationID\":43,\"payment_type\":2,\"fare_amount\":8.0,\"extra\":3.0,\"mta_tax\":0.5,\"tip_amount\":0.0,"
                + "\"tolls_amount\":0.0,\"improvement_surcharge\":0.3,\"total_amount\":11.8,\"congestion_surcharge\":2.5}"
                + "]");
    }

    @Test
    void yamlQuotesTheStoreAndForwardFlagSoNoYamlReaderTakesYForABoolean() throws Exception {
        store(new FlatFileEngine(YAML, FlatFileLayout.ONE_FILE), List.of(pickedUp(FIRST.pickup(), "Y")), 1);

        assertThat(text("trips.yaml")).startsWith("---\n- id: 1\n  VendorID: 2\n  tpep_pickup_datetime: \"2021-01-01T00:30:10\"\n")
                .contains("\n  store_and_fwd_flag: \"Y\"\n");
    }

    static Stream<Arguments> formatsAndLayouts() {
        return Stream.of(JSON, YAML).flatMap(format -> Stream.of(FlatFileLayout.values()).map(layout -> Arguments.of(format.extension(), layout)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("formatsAndLayouts")
    void everyValueRoundTripsExactlyIncludingNullsFlagsNanosecondsAndAwkwardDoubles(String extension, FlatFileLayout layout) throws Exception {
        FlatFileEngine engine = new FlatFileEngine(extension.equals("json") ? JSON : YAML, layout);
        Trip awkward = new Trip(6, LocalDateTime.of(2008, 12, 31, 23, 59, 59, 123_456_789), LocalDateTime.of(2009, 1, 1, 0, 0, 0, 500_000_000),
                0, 0.1 + 0.2, 99, "Y", 1, 265, 0, -0.0, 1.0E10, 1.0E-5, Double.MIN_VALUE, -52.8, 1.0 / 3, 263_444.85, -2.5);
        List<Trip> trips = List.of(FIRST, BLANKS, awkward, pickedUp(FIRST.pickup().plusDays(1), "N"));
        store(engine, trips, 3, 1, 4, 2);

        try (KvReader reader = engine.openReader(spec())) {
            for (int id = 1; id <= trips.size(); id++) {
                assertThat(reader.get(TripKeys.key(id))).as("trip %d", id).isEqualTo(TripValueCodec.encode(trips.get(id - 1)));
            }
        }
    }

    @Test
    void dayFilesAreNamedByPickupDateAndHoldTheirTripsInArrivalOrder() throws Exception {
        LocalDateTime day = LocalDateTime.of(2021, 1, 5, 8, 0);
        List<Trip> trips = List.of(pickedUp(day, "N"), pickedUp(LocalDateTime.of(2020, 12, 31, 23, 58), "N"), pickedUp(day.plusHours(1), "N"),
                pickedUp(day.plusDays(1), "N"), pickedUp(day.plusHours(2), "N"));
        store(new FlatFileEngine(JSON, FlatFileLayout.FILE_PER_DAY), trips, 1, 2, 3, 4, 5);

        try (Stream<Path> files = Files.list(directory)) {
            assertThat(files.map(file -> file.getFileName().toString())).containsExactlyInAnyOrder("2020-12-31.json", "2021-01-05.json", "2021-01-06.json");
        }
        assertThat(text("2021-01-05.json")).startsWith("[{\"id\":1,").contains("},{\"id\":3,", "},{\"id\":5,").endsWith("}]")
                .doesNotContain("\"id\":2,", "\"id\":4,");
        assertThat(text("2020-12-31.json")).startsWith("[{\"id\":2,\"VendorID\":2,\"tpep_pickup_datetime\":\"2020-12-31T23:58:00\",");
    }

    @Test
    void aStoreWithoutTripsIsAnEmptyFileOrNoFile() throws Exception {
        for (FlatFileLayout layout : FlatFileLayout.values()) {
            FlatFileEngine engine = new FlatFileEngine(YAML, layout);
            store(engine, List.of());
            try (KvReader reader = engine.openReader(spec())) {
                reader.forEach((key, value) -> {
                    throw new AssertionError("an empty store holds " + TripKeys.id(key));
                });
            }
        }
    }

    @Test
    void theReaderRefusesATripStoredTwice() throws Exception {
        FlatFileEngine engine = new FlatFileEngine(JSON, FlatFileLayout.ONE_FILE);
        store(engine, List.of(FIRST), 1, 1);

        assertThatThrownBy(() -> engine.openReader(spec()).close()).isInstanceOf(JsonParseException.class).hasMessageContaining("trip 1 a second time");
    }

    @ParameterizedTest
    @EnumSource(FlatFileLayout.class)
    void theProofStreamsEveryStoredTripOnce(FlatFileLayout layout) throws Exception {
        FlatFileEngine engine = new FlatFileEngine(YAML, layout);
        Trip nextDay = pickedUp(FIRST.pickup().plusDays(1), "Y");
        store(engine, List.of(FIRST, BLANKS, nextDay), 3, 1, 2);
        Map<Long, Trip> streamed = new HashMap<>();
        engine.forEachStored(spec(), (key, value) -> assertThat(streamed.put(TripKeys.id(key), TripValueCodec.decode(value))).isNull());

        assertThat(streamed).isEqualTo(Map.of(1L, FIRST, 2L, BLANKS, 3L, nextDay));
    }

    @Test
    void theProofStreamHandsARepeatedTripOnForTheLoaderToRefuse() throws Exception {
        FlatFileEngine engine = new FlatFileEngine(JSON, FlatFileLayout.ONE_FILE);
        store(engine, List.of(FIRST), 1, 1);
        List<Long> ids = new ArrayList<>();
        engine.forEachStored(spec(), (key, value) -> ids.add(TripKeys.id(key)));

        assertThat(ids).containsExactly(1L, 1L);
    }

    @ParameterizedTest
    @EnumSource(FlatFileLayout.class)
    void theLoadersProofRefusesAFileStoreWithARepeatedTrip(FlatFileLayout layout) throws Exception {
        FlatFileEngine engine = new FlatFileEngine(JSON, layout);
        KvTripLoader loader = new KvTripLoader(new LoaderContext(directory, null, Durability.OS, 20, 2, Map.of()), KeyOrder.ASCENDING, engine);
        loader.reset();
        store(engine, List.of(FIRST, BLANKS), 1, 2, 2);

        assertThatThrownBy(loader::inspect).isInstanceOf(VerificationException.class)
                .hasMessageContaining("the stored keys are not the trip ids 1..3: 0 out of range, 1 repeated, highest 2");
    }

    @Test
    void theReaderRefusesAnObjectWithoutEveryColumn() throws Exception {
        Files.writeString(directory.resolve("trips.json"), "[{\"id\":1,\"VendorID\":1}]");

        assertThatThrownBy(() -> new FlatFileEngine(JSON, FlatFileLayout.ONE_FILE).openReader(spec()).close())
                .isInstanceOf(JsonParseException.class).hasMessageContaining("needs the fields id, VendorID, tpep_pickup_datetime");
    }
}
