package persistencebench.write.inmemory;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code inmemory}: the encoded trips kept in the JVM only; what storing costs before any persistence. */
public final class InMemoryBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("inmemory", "In-memory map", "#7f7f7f", 40, null, Set.of());

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("a java.util.HashMap<Long, byte[]> at its default capacity (it grows by rehashing), no persistence:"
                        + " nothing survives the JVM, so the durability class does not apply", List.of(),
                        context -> new InMemoryEngine(entries -> new HashMapValues())),
                KvVariants.tuned("an array of values indexed by id, sized from the trip count (ids are dense, so the array is the"
                        + " index), no persistence: nothing survives the JVM, so the durability class does not apply", List.of(),
                        context -> new InMemoryEngine(IdArrayValues::new)));
    }
}
