package persistencebench.write.kv;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import persistencebench.model.taxi.Trip;

/**
 * What the key-value engines' tests share: trips that name their id, storing ids through an engine's writer, and what
 * a reader of such a store must answer.
 */
public final class KvFixtures {
    /** Where {@link #assertAnswersExactly} starts a scan across a boundary of the batched writers' 1,000-entry batches. */
    private static final long ACROSS_A_BATCH = 995;
    private static final LocalDateTime FIRST_PICKUP = LocalDateTime.of(2021, 1, 1, 0, 0);

    private KvFixtures() {
    }

    /**
     * The trip stored under {@code id}, naming it at both ends of its value (the pickup, a minute per id, so the ids
     * spread over days, and the drop-off location), so a value stored under the wrong key shows.
     */
    public static Trip trip(long id) {
        LocalDateTime pickup = FIRST_PICKUP.plusMinutes(id);
        return new Trip(1, pickup, pickup.plusMinutes(9), 1, id / 100.0, 1, "N", 100, (int) id, 1, 7.5, 0.5, 0.5, 1.5, 0, 0.3, 10.3, 2.5);
    }

    /** The stored value of {@link #trip}. */
    public static byte[] value(long id) {
        return TripValueCodec.encode(trip(id));
    }

    /** The ids 1 to {@code count}, ascending. */
    public static List<Long> ascending(long count) {
        return LongStream.rangeClosed(1, count).boxed().toList();
    }

    /** One sample's write: {@code ids} put in the given order with their {@link #value}s, then the writer closed. */
    public static void store(KvWriter writer, List<Long> ids) throws Exception {
        try (writer) {
            for (long id : ids) {
                writer.put(TripKeys.key(id), value(id));
            }
        }
    }

    /** {@link #store(KvWriter, List)} through a writer {@code engine} opens on {@code spec}. */
    public static void store(KvEngine engine, KvStoreSpec spec, List<Long> ids) throws Exception {
        store(engine.openWriter(spec), ids);
    }

    /**
     * What {@code reader} answers when its store holds the {@link #value}s of the ids 1 to {@code count} (at least
     * 1,005): those values under their keys and nothing else, in key order from any key, every entry once.
     */
    public static void assertAnswersExactly(KvReader reader, long count) throws Exception {
        assertThat(reader.get(TripKeys.key(1))).isEqualTo(value(1));
        assertThat(reader.get(TripKeys.key(42))).isEqualTo(value(42));
        assertThat(reader.get(TripKeys.key(count))).isEqualTo(value(count));
        assertThat(reader.get(TripKeys.key(count + 1))).as("a key never stored").isNull();

        assertThat(scanned(reader, ACROSS_A_BATCH, 10)).as("a scan across a batch boundary")
                .isEqualTo(LongStream.range(ACROSS_A_BATCH, ACROSS_A_BATCH + 10).boxed().toList());
        assertThat(scanned(reader, count - 2, 5)).as("a scan that runs past the last key").containsExactly(count - 2, count - 1, count);
        assertThat(scanned(reader, 1, Math.toIntExact(count + 1))).as("a scan of the whole store").isEqualTo(ascending(count));

        List<Long> visited = new ArrayList<>();
        reader.forEach((key, value) -> {
            assertThat(value).as("the value under %d", TripKeys.id(key)).isEqualTo(value(TripKeys.id(key)));
            visited.add(TripKeys.id(key));
        });
        assertThat(visited.stream().sorted().toList()).as("every entry once, in any order").isEqualTo(ascending(count));
    }

    /** The ids a scan of {@code count} entries from {@code firstId} delivers, in order, each with its id's value. */
    private static List<Long> scanned(KvReader reader, long firstId, int count) throws Exception {
        List<Long> ids = new ArrayList<>();
        reader.scan(TripKeys.key(firstId), count, (key, value) -> {
            assertThat(value).as("the value under %d", TripKeys.id(key)).isEqualTo(value(TripKeys.id(key)));
            ids.add(TripKeys.id(key));
        });
        return ids;
    }
}
