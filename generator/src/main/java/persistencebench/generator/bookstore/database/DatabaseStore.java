package persistencebench.generator.bookstore.database;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.DamagedStoreException;
import persistencebench.generator.bookstore.DatasetContent;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.StoreManifest;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.sql.SqlResources;

/**
 * The dataset in a database of the run's server, complete when its {@code dataset_manifest} rows are present and
 * valid. A dataset has two, with the same tables and rows and different indexes: {@link #PAPER} has the study's
 * index set only ({@code paper-indexes.sql}), so the paper variants' plans can use nothing the study's database
 * lacked; {@link #TUNED} has the tuned index set ({@code tuned-indexes.sql}). All SQL comes from the server's
 * dialect resources.
 */
public final class DatabaseStore implements DatasetStore {
    /** The store the paper SQL variants read: the study's index set. */
    public static final String PAPER = "database-paper";
    /** The store the tuned SQL variants read: the tuned index set. */
    public static final String TUNED = "database-tuned";

    private final DatabaseServer server;
    private final String name;
    private final String database;
    private final String indexSet;
    private final SqlResources sql;

    private DatabaseStore(DatabaseServer server, String name, String database, String indexSet) {
        this.server = server;
        this.name = name;
        this.database = database;
        this.indexSet = indexSet;
        this.sql = BookstoreSql.of(server.engine());
    }

    /** Both databases of a dataset on {@code server}: {@code <prefix>_paper} and {@code <prefix>_tuned}. */
    public static List<DatasetStore> both(DatabaseServer server, String databasePrefix) {
        return List.of(new DatabaseStore(server, name(PAPER, server.engine()), databasePrefix + "_paper", "paper"),
                new DatabaseStore(server, name(TUNED, server.engine()), databasePrefix + "_tuned", "tuned"));
    }

    /**
     * The name of the store {@code base} ({@link #PAPER} or {@link #TUNED}) on a server of {@code engine}: the base
     * itself on PostgreSQL, the study's database, {@code base@engine} on any other.
     */
    public static String name(String base, String engine) {
        return PostgresEngine.NAME.equals(engine) ? base : base + "@" + engine;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String location() {
        return "database " + database + " on the " + server.description();
    }

    @Override
    public Optional<String> database() {
        return Optional.of(database);
    }

    @Override
    public Optional<StoreManifest> manifest(Consumer<String> whyNot) {
        server.createDatabaseIfMissing(database);
        try {
            return new ManifestTable(sql).read(server.dataSource(database), whyNot);
        } catch (SQLException e) {
            if (server.reportsDamage(e)) {
                throw new DamagedStoreException(name, location(), DatabaseUnavailableException.firstLine(e.getMessage()), rebuildHint(), e);
            }
            throw new IllegalStateException("cannot read dataset_manifest of " + location() + ": " + e.getMessage(), e);
        }
    }

    /** Drops whatever the database holds (an interrupted load included) and loads it anew. */
    @Override
    public BookstoreSink writer() {
        server.dropDatabaseIfExists(database);
        server.createDatabaseIfMissing(database);
        return new SqlBookstoreLoader(server.dataSource(database), database, sql, indexSet);
    }

    @Override
    public void markComplete(StoreManifest manifest) {
        new ManifestTable(sql).write(server.dataSource(database), manifest);
    }

    @Override
    public void discard() {
        server.dropDatabaseIfExists(database);
    }

    @Override
    public DatasetContent readBack() {
        return DatabaseContent.read(server.dataSource(database), sql);
    }

    /** The engine's size of the database ({@link DatabaseServer#databaseBytes}). */
    @Override
    public long bytesOnDisk() {
        return server.databaseBytes(database);
    }

    @Override
    public String rebuildHint() {
        return server.removalHint(database) + " and rerun to have it rebuilt";
    }
}
