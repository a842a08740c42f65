package persistencebench.write.kv;

import java.nio.ByteBuffer;
import java.util.List;

/** What the key-value engines' own tests share: values that name their id, and storing ids through an engine's writer. */
public final class KvFixtures {

    private KvFixtures() {
    }

    /** A value of the trips' length that names its id at both ends, so a value stored under the wrong key shows. */
    public static byte[] value(long id) {
        return ByteBuffer.allocate(TripValueCodec.LENGTH).putLong(id).putLong(TripValueCodec.LENGTH - Long.BYTES, ~id).array();
    }

    /** One sample's write: {@code ids} put in the given order with their {@link #value}s, then the writer closed. */
    public static void store(KvEngine engine, KvStoreSpec spec, List<Long> ids) throws Exception {
        try (KvWriter writer = engine.openWriter(spec)) {
            for (long id : ids) {
                writer.put(TripKeys.key(id), value(id));
            }
        }
    }
}
