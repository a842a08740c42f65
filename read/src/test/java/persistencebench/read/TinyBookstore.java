package persistencebench.read;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.ReadBackend;

/** The tiny bookstore in every store, generated once per test JVM into a temporary data directory. */
final class TinyBookstore {
    /** A seed whose tiny bookstore has two cities, so foreigners, in three consecutive years. */
    static final long SEED = 42;
    private static Path dataDirectory;
    private static BookstoreDataset dataset;

    private TinyBookstore() {
    }

    static synchronized Path dataDirectory() {
        if (dataDirectory == null) {
            try {
                dataDirectory = Files.createTempDirectory("read-test-data-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(() -> Directories.delete(dataDirectory)));
        }
        return dataDirectory;
    }

    static synchronized BookstoreDataset dataset() {
        if (dataset == null) {
            dataset = BookstoreDataset.ensure(BookstoreSize.TINY, SEED, dataDirectory(), TestPostgres.server(), line -> { });
        }
        return dataset;
    }

    static DatasetTarget target() {
        DatabaseServer server = TestPostgres.server();
        return new DatasetTarget(dataset().directory().toAbsolutePath(), server.target(dataset().databaseName()));
    }

    static QueryParameters parameters() {
        return QueryParameters.choose(SEED, dataset().summary().countryYears(), dataset().counts().get(BookstoreEntityType.CUSTOMER.key()));
    }

    static BackendRegistry<ReadBackend> registry() {
        return BackendRegistry.load(ReadBackend.class);
    }
}
