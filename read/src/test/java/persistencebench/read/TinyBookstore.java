package persistencebench.read;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.files.Directories;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.ReadBackend;

/** The tiny bookstore in every store, generated once per test JVM into a temporary data directory. */
public final class TinyBookstore {
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

    /** Where {@code variant} of {@code backend} finds its store of the tiny dataset. */
    public static DatasetTarget target(String backend, String variant) {
        ReadBackend plugin = registry().byName(backend);
        return new Contestant(plugin, plugin.variant(variant).orElseThrow()).target(dataset(), DatabaseServers.of(TestPostgres.server()));
    }

    static QueryParameters parameters() {
        return parametersOf(dataset());
    }

    /** The tiny bookstore generated into {@code directory} and loaded into every server of {@code servers}, e.g. a test's own embedded engines. */
    public static BookstoreDataset datasetIn(Path directory, DatabaseServers servers) {
        return BookstoreDataset.ensure(BookstoreSize.TINY, SEED, directory, servers.running(), line -> { });
    }

    /** The run's query parameters for {@code dataset}, a tiny bookstore of this seed. */
    public static QueryParameters parametersOf(BookstoreDataset dataset) {
        return QueryParameters.choose(SEED, dataset.summary().countryYears(), dataset.counts().get(BookstoreEntityType.CUSTOMER.key()));
    }

    /**
     * Read settings for a run of {@code registry}'s backends on the tiny dataset writing into {@code results}:
     * {@code iterations} samples, {@code warmups} warm-ups, no {@code concurrentReads} cells (their tests ask for them),
     * plus {@code more} as name, value, name, value, ...
     */
    static Settings settings(BackendRegistry<ReadBackend> registry, Path results, int iterations, int warmups, String... more) {
        Properties props = new Properties();
        props.setProperty("size", "tiny");
        props.setProperty("seed", Long.toString(SEED));
        props.setProperty("iterations", Integer.toString(iterations));
        props.setProperty("warmups", Integer.toString(warmups));
        // the tests' samples per cell, cold as hot: cold cells take their own setting since the fork plan
        props.setProperty("coldJvms", Integer.toString(iterations));
        // exactly that many warm-ups: a tiny query settles in no time the tests could rely on
        props.setProperty("warmupCap", "0");
        props.setProperty("data", dataDirectory().toString());
        props.setProperty("results", results.toString());
        props.setProperty("concurrentOperations", "0");
        props.setProperty("concurrentSlowOperations", "0");
        // a tiny cell's run takes milliseconds: a few of them are enough for its samples
        props.setProperty("concurrentCellMillis", "20");
        for (int i = 0; i < more.length; i += 2) {
            props.setProperty(more[i], more[i + 1]);
        }
        return ReadSettings.parse(props, registry);
    }

    static BackendRegistry<ReadBackend> registry() {
        return BackendRegistry.load(ReadBackend.class);
    }
}
