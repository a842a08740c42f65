package persistencebench.read.plugin;

import java.util.List;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;

/**
 * A read backend declared by its descriptor and its variants. A backend's plug-in class extends this with a public
 * no-argument constructor (what {@link java.util.ServiceLoader} needs) that passes both.
 */
public abstract class DeclaredReadBackend implements ReadBackend {
    private final BackendDescriptor descriptor;
    private final List<Variant<ReadStrategy>> variants;

    protected DeclaredReadBackend(BackendDescriptor descriptor, List<Variant<ReadStrategy>> variants) {
        this.descriptor = descriptor;
        this.variants = List.copyOf(variants);
    }

    @Override
    public final BackendDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public final List<Variant<ReadStrategy>> variants() {
        return variants;
    }
}
