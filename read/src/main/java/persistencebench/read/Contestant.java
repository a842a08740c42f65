package persistencebench.read;

import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.database.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.settings.OwnSettings;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/**
 * One backend in one variant, on one database for a backend that queries one: the unit whose cells the run measures.
 *
 * @param database the engine the backend queries ({@code postgresql}, {@code h2}, ...), null for a backend without a database
 * @param settings the values of its backend's own settings, handed to every fork ({@link DatasetTarget#setting})
 */
public record Contestant(ReadBackend backend, Variant<ReadStrategy> variant, String database, OwnSettings settings) {

    public Contestant {
        settings = settings == null ? OwnSettings.NONE : settings;
    }

    /** The contestant on {@code database}, its backend's own settings at their defaults. */
    public Contestant(ReadBackend backend, Variant<ReadStrategy> variant, String database) {
        this(backend, variant, database, OwnSettings.NONE);
    }

    /** The contestant on PostgreSQL, the study's database, when its backend needs a database. */
    public Contestant(ReadBackend backend, Variant<ReadStrategy> variant) {
        this(backend, variant, backend.descriptor().needs(BackendDescriptor.Need.DATABASE) ? PostgresEngine.NAME : null, OwnSettings.NONE);
    }

    public String name() {
        return backend.name();
    }

    public ReadStrategy strategy() {
        return variant.strategy();
    }

    /** Whether it queries a database server (run on its variant's server profile, restarted before its cold samples, its CPU counted). */
    public boolean usesDatabase() {
        return database != null;
    }

    /** The dataset store it reads: its strategy's store, on its database. */
    public String store() {
        return usesDatabase() ? DatabaseStore.name(strategy().store(), database) : strategy().store();
    }

    /** The server of its database among {@code servers}; only for a contestant that {@link #usesDatabase()}. */
    public DatabaseServer server(DatabaseServers servers) {
        return servers.get(database).orElseThrow(() -> new IllegalStateException("the " + database + " server is not running"));
    }

    /**
     * Where a measuring JVM finds this contestant's store now: the dataset directory and, for a store that is a
     * database, that database on its server (whose process changes with every restart, so ask after restarting).
     */
    public DatasetTarget target(BookstoreDataset dataset, DatabaseServers servers) {
        return new DatasetTarget(dataset.directory().toAbsolutePath(),
                dataset.store(store()).database().map(name -> server(servers).target(name)).orElse(null), settings);
    }

    /** {@code jdbc/paper}, plus {@code on h2} for a database other than PostgreSQL, for progress lines. */
    public String label() {
        return backend.name() + "/" + variant.name() + onDatabase();
    }

    /** {@code JDBC paper}, for console tables: the descriptor's label. */
    public String displayName() {
        return backend.descriptor().label() + " " + variant.name() + onDatabase();
    }

    private String onDatabase() {
        return database == null || PostgresEngine.NAME.equals(database) ? "" : " on " + database;
    }
}
