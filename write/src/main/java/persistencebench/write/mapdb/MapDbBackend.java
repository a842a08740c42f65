package persistencebench.write.mapdb;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code mapdb}: the trips in a MapDB 3 file store. Explicit serializers need no JVM flags on Java 17. */
public final class MapDbBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR =
            new BackendDescriptor("mapdb", "MapDB", "#c49c94", 66, "org.mapdb.DBMaker", Set.of());

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the KV reference ran MapDB: fileDB with fileChannelEnable and checksumHeaderBypass, no transactions,"
                        + " a hashMap with byte-array serializers, one put per key, then commit and close; durability disk: the commit"
                        + " forces the file (MapDB's only sync without transactions), os: fileSyncDisable", List.of(),
                        context -> new MapDbEngine(MapDbLayout.HASH_MAP)),
                KvVariants.tuned("what MapDB's docs recommend for a bulk import: a treeMap built by createFromSink from ascending keys"
                        + " (Serializer.LONG keys, delta-packed), memory-mapped file (fileMmapEnableIfSupported, fileMmapPreclearDisable),"
                        + " concurrencyDisable for the one loading thread, no transactions, then commit and close; durability disk: the"
                        + " commit forces the file, os: fileSyncDisable", List.of(), context -> new MapDbEngine(MapDbLayout.TREE_MAP_SINK)));
    }
}
