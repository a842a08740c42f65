package persistencebench.write.chroniclemap;

import net.openhft.chronicle.map.ChronicleMap;
import net.openhft.chronicle.map.ChronicleMapBuilder;
import persistencebench.write.kv.KvStoreSpec;

/** How a variant builds its Chronicle Map of trip values by key, for a store of a spec's size. */
enum ChronicleMapConfiguration {
    /**
     * The KV reference's builder ({@code TestChronicleMap}): its name, average key and value sizes and bloat factor as
     * they were, but sized for the trips stored instead of its 100,000,000 entries (which preallocate a 20 GB file).
     */
    REFERENCE {
        @Override
        ChronicleMapBuilder<byte[], byte[]> builder(KvStoreSpec spec) {
            return ChronicleMap.of(byte[].class, byte[].class)
                    .name("benchmark")
                    .entries(entries(spec))
                    .averageKeySize(32)
                    .averageValueSize(128)
                    .maxBloatFactor(5.0);
        }
    },
    /**
     * Chronicle Map's own advice: {@code entries} exactly the trips stored (the tutorial asks for no margin),
     * constant key and value sizes given by samples instead of averages, and {@code put} not returning the previous
     * value.
     */
    CONSTANT_SIZES {
        @Override
        ChronicleMapBuilder<byte[], byte[]> builder(KvStoreSpec spec) {
            return ChronicleMap.of(byte[].class, byte[].class)
                    .name("trips")
                    .entries(entries(spec))
                    .constantKeySizeBySample(new byte[spec.keyBytes()])
                    .constantValueSizeBySample(new byte[spec.valueBytes()])
                    .putReturnsNull(true);
        }
    };

    /** The builder for a map holding {@code spec}'s entries. */
    abstract ChronicleMapBuilder<byte[], byte[]> builder(KvStoreSpec spec);

    private static long entries(KvStoreSpec spec) {
        return Math.max(1, spec.entries());
    }
}
