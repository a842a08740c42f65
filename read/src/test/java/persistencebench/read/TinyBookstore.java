package persistencebench.read;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.DatasetFiles;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.connect.DatabaseTarget;

/** The tiny bookstore in every store, generated once per test JVM into a temporary data directory. */
final class TinyBookstore {
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
        PostgresServer server = TestPostgres.server();
        String database = dataset().databaseName();
        return new DatasetTarget(dataset().microStreamStorage(), dataset().eclipseStoreStorage(),
                new DatabaseTarget(server.jdbcUrl(database), server.user(), server.password()));
    }

    static QueryParameters parameters() {
        String database = dataset().databaseName();
        return QueryParameters.choose(SEED, CountryYearsQuery.read(TestPostgres.server().dataSource(database), database));
    }
}
