package persistencebench.generator.bookstore.postgres;

import java.util.Optional;
import java.util.function.Consumer;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetContent;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.sql.SqlResources;

/**
 * The dataset in a database of the run's server (one database per size and seed), complete when its
 * {@code dataset_manifest} rows are present and valid. All SQL comes from the server's dialect resources.
 */
public final class DatabaseStore implements DatasetStore {
    /** The store name every SQL read variant asks for. */
    public static final String NAME = "database";

    private final DatabaseServer server;
    private final String database;
    private final SqlResources sql;

    public DatabaseStore(DatabaseServer server, String database) {
        this.server = server;
        this.database = database;
        this.sql = BookstoreSql.of(server.engine());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String location() {
        return "database " + database + " on the " + server.description();
    }

    @Override
    public Optional<BookstoreSummary> manifest(Consumer<String> whyNot) {
        server.createDatabaseIfMissing(database);
        return new ManifestTable(sql).read(server.dataSource(database), whyNot);
    }

    /** Drops whatever the database holds (an interrupted load included) and loads it anew. */
    @Override
    public BookstoreSink writer() {
        server.dropDatabaseIfExists(database);
        server.createDatabaseIfMissing(database);
        return new PostgresBookstoreLoader(server.dataSource(database), database, sql);
    }

    @Override
    public void discard() {
        server.dropDatabaseIfExists(database);
    }

    @Override
    public DatasetContent readBack() {
        return DatabaseContent.read(server.dataSource(database), sql);
    }

    @Override
    public String rebuildHint() {
        return "drop database " + database + " (DROP DATABASE " + database + ") and rerun to have it rebuilt";
    }
}
