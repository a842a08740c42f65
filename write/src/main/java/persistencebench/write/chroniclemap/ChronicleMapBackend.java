package persistencebench.write.chroniclemap;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code chroniclemap}: the trips in an off-heap Chronicle Map persisted to a memory-mapped file. */
public final class ChronicleMapBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("chroniclemap", "Chronicle Map", "#393b79", 70,
            "net.openhft.chronicle.map.ChronicleMap", Set.of());

    /**
     * What Chronicle's libraries need on Java 17 and later: the {@code jvm.requiredArgs} of the {@code java17} profile in
     * Chronicle's own {@code net.openhft:root-parent-pom} (2026.0, the parent of chronicle-map 2026.1), without its
     * repeated line (Chronicle Values compiles its generated classes with javac at run time, so a full JDK is needed),
     * and Chronicle's switch for the usage analytics its libraries otherwise send to Google Analytics.
     */
    static final List<String> JVM_FLAGS = List.of(
            "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports=java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-exports=java.base/jdk.internal.util=ALL-UNNAMED",
            "--add-exports=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED",
            "--add-exports=jdk.unsupported/sun.misc=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=jdk.compiler/com.sun.tools.javac=ALL-UNNAMED",
            "-Dchronicle.analytics.disable=true");

    private static final String DURABILITY = "; Chronicle Map has no sync call: under disk the loader's fsync after close() writes"
            + " back the pages dirtied through the mapping, under os nothing is forced (Chronicle itself msyncs the new file once"
            + " while creating it, in both classes)";

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the KV reference's TestChronicleMap built it: name(\"benchmark\"), averageKeySize(32),"
                        + " averageValueSize(128), maxBloatFactor(5.0), createPersistedTo a file, one put per key, except entries = the"
                        + " trips stored instead of 100,000,000 (which preallocated the reference's 20 GB file)" + DURABILITY, JVM_FLAGS,
                        context -> new ChronicleMapEngine(ChronicleMapConfiguration.REFERENCE)),
                KvVariants.tuned("what Chronicle Map's docs recommend: entries = the trips stored (no margin, as its tutorial asks),"
                        + " constantKeySizeBySample (8 bytes) and constantValueSizeBySample (124 bytes) instead of averages,"
                        + " putReturnsNull(true), entry checksums and a preallocated (not sparse) file as the defaults for a persisted map"
                        + DURABILITY, JVM_FLAGS, context -> new ChronicleMapEngine(ChronicleMapConfiguration.CONSTANT_SIZES)));
    }
}
