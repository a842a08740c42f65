package persistencebench.write.microstream;

import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;

/**
 * MicroStream's own facts, the one hand-written file of its kind per engine (the build does not copy
 * {@code *Identity.java} into the generated EclipseStore package, which has its own).
 */
final class MicroStreamWriteIdentity {
    static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("microstream", "MicroStream", "#0072b2", 10,
            "one.microstream.storage.embedded.types.EmbeddedStorage", Set.of());

    private MicroStreamWriteIdentity() {
    }
}
