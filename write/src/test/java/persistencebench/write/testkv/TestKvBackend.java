package persistencebench.write.testkv;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.settings.Setting;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * A test-only write backend, registered through the test class path's {@code META-INF/services}: the proof that a
 * backend needs its own package and that line, and nothing else, to run through the whole write pipeline and show
 * up labelled and coloured in the result file, with a setting of its own ({@code -Dtestkv.capacity}) that reaches its
 * loader and the result file.
 */
public final class TestKvBackend implements WriteBackend {
    static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("testkv", "Test KV", "#8c564b", 90, null, Set.of());
    /** The map's initial capacity: a setting only this backend reads. */
    static final Setting<Integer> CAPACITY = Setting.intValue("testkv.capacity", 16, 1, 1 << 24,
            "initial capacity of the test backend's map (a setting of the test backend's own)");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Setting<?>> settings() {
        return List.of(CAPACITY);
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(new Variant<>("tuned", VariantKind.TUNED,
                "keeps the trips in an in-memory map keyed by row number (a test backend proving the plug-in path)", List.of("-Xmx1g"),
                LoaderFactory.of(TripShape.TRIP, TestKvLoader::new)));
    }
}
