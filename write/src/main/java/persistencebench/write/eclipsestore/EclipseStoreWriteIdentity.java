package persistencebench.write.eclipsestore;

import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;

/**
 * EclipseStore's own facts, the only hand-written file of this package: everything else here is generated at build
 * time from the MicroStream package (see the parent pom), so both engines run identical code.
 */
final class EclipseStoreWriteIdentity {
    static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("eclipsestore", "EclipseStore", "#cc79a7", 20,
            "org.eclipse.store.storage.embedded.types.EmbeddedStorage", Set.of());

    private EclipseStoreWriteIdentity() {
    }
}
