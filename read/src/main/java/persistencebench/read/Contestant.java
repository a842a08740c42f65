package persistencebench.read;

import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/** One backend in one variant: the unit whose cells the run measures. */
public record Contestant(ReadBackend backend, Variant<ReadStrategy> variant) {

    public String name() {
        return backend.name();
    }

    public ReadStrategy strategy() {
        return variant.strategy();
    }

    /** Whether it queries the database server (restarted before its cold samples, its CPU counted). */
    public boolean usesDatabase() {
        return backend.descriptor().needs(BackendDescriptor.Need.DATABASE);
    }

    /** {@code jdbc/paper}, as in cell labels. */
    public String label() {
        return backend.name() + "/" + variant.name();
    }

    /** {@code JDBC paper}, for console tables: the descriptor's label. */
    public String displayName() {
        return backend.descriptor().label() + " " + variant.name();
    }
}
