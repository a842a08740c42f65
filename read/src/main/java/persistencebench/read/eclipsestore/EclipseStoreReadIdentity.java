package persistencebench.read.eclipsestore;

import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;

/**
 * EclipseStore's own facts, hand-written (the only hand-written file of this package; everything else is generated
 * from the MicroStream package at build time): name, label, colour, display order and version source.
 */
final class EclipseStoreReadIdentity {
    static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("eclipsestore", "EclipseStore", "#cc79a7", 20,
            "org.eclipse.store.storage.embedded.types.EmbeddedStorage", Set.of());

    private EclipseStoreReadIdentity() {
    }
}
