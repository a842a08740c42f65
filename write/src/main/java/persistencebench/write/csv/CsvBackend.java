package persistencebench.write.csv;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * The load-only baseline: the study's "Load CSV only" figure, measured like every store cell (open and close are
 * empty), the floor no store can go below.
 */
public final class CsvBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("csv", "CSV load only", "#6e6e6e", 0, null, Set.of());
    /** Nothing but the reader's buffers is held. */
    private static final List<String> HEAP = List.of("-Xmx1g");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(new Variant<>("baseline", VariantKind.PAPER,
                "reads and parses every CSV row into a trip and stores nothing, as the study's \"Load CSV only\" did", HEAP,
                LoaderFactory.of(TripShape.NONE, context -> new LoadOnlyLoader())));
    }
}
