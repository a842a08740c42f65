package persistencebench.read;

import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.read.plugin.DatasetTarget;
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

    /** Whether it queries the database server (run on its variant's server profile, restarted before its cold samples, its CPU counted). */
    public boolean usesDatabase() {
        return backend.descriptor().needs(BackendDescriptor.Need.DATABASE);
    }

    /**
     * Where a measuring JVM finds this contestant's store now: the dataset directory and, for a store that is a
     * database, that database on {@code server} (whose process changes with every restart, so ask after restarting).
     */
    public DatasetTarget target(BookstoreDataset dataset, DatabaseServer server) {
        return new DatasetTarget(dataset.directory().toAbsolutePath(),
                dataset.store(strategy().store()).database().map(server::target).orElse(null));
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
