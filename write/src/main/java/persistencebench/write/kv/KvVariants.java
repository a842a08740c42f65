package persistencebench.write.kv;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.LoaderFactory;

/**
 * The two variants every key-value engine declares, so they differ only in the engine's own settings: {@code paper}
 * puts one key at a time in a seeded random order, as the KV reference did; {@code tuned} streams the ids in
 * ascending order into the engine's bulk path. Both store the 18 TLC columns in the shared binary value.
 */
public final class KvVariants {
    /**
     * Every key-value cell's heap: the paper order holds every encoded trip (about 150 bytes with its array header)
     * before the first put, 2.8 million of them about 420 MB.
     */
    public static final String HEAP = "-Xmx3g";

    private KvVariants() {
    }

    /** The reference's way: default options, one put per key in seeded random order, a final commit. */
    public static Variant<LoaderFactory> paper(String description, List<String> extraJvmFlags, Function<LoaderContext, KvEngine> engine) {
        return variant("paper", VariantKind.PAPER, KeyOrder.SEEDED_RANDOM, description, extraJvmFlags, engine);
    }

    /** The engine experts' bulk load, fed ascending ids. */
    public static Variant<LoaderFactory> tuned(String description, List<String> extraJvmFlags, Function<LoaderContext, KvEngine> engine) {
        return variant("tuned", VariantKind.TUNED, KeyOrder.ASCENDING, description, extraJvmFlags, engine);
    }

    private static Variant<LoaderFactory> variant(String name, VariantKind kind, KeyOrder order, String description, List<String> extraJvmFlags,
                                                  Function<LoaderContext, KvEngine> engine) {
        List<String> flags = new ArrayList<>(List.of(HEAP));
        flags.addAll(extraJvmFlags);
        return new Variant<>(name, kind, description + "; keys in " + order.description(), flags,
                new KvLoaderFactory(order, engine));
    }
}
