package persistencebench.read.microstream;

import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;

/**
 * MicroStream's own facts, hand-written once per engine (files named {@code *Identity.java} are not copied into the
 * generated EclipseStore twin): name, label, colour, display order and version source.
 */
final class MicroStreamReadIdentity {
    static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("microstream", "MicroStream", "#0072b2", 10,
            "one.microstream.storage.embedded.types.EmbeddedStorage", Set.of());

    private MicroStreamReadIdentity() {
    }
}
