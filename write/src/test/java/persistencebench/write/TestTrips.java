package persistencebench.write;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TaxiCsvGenerator;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.settings.Settings;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.write.fork.CsvTripSource;
import persistencebench.write.objectgraph.StorageChannelSetting;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.triptables.SqlTripTable;

/** Test data, stores and one-sample runs shared by the write module's tests. */
public final class TestTrips {
    /** The first 28,401 rows of the real yellow_tripdata_2021-01.csv, gzip-compressed, 16 pickups on 2020-12-31. */
    public static final long SAMPLE_ROWS = 28_401;
    /** The seed the tests derive the study's trip ids from. */
    public static final long SEED = 20;

    private TestTrips() {
    }

    public static Path realSample() {
        try {
            return Path.of(TestTrips.class.getResource("/taxi/yellow_tripdata_2021-01_first28401rows.csv.gz").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A generated CSV of {@code rows} trips in {@code directory}. */
    public static Path generated(Path directory, long rows) throws IOException {
        Path csv = directory.resolve("trips-" + rows + ".csv");
        if (!Files.exists(csv)) {
            TaxiCsvGenerator.write(csv, rows, 7, done -> { });
        }
        return csv;
    }

    /** A fresh database on the test PostgreSQL with every write-case table, empty. */
    public static DatabaseTarget freshDatabase(String prefix) throws Exception {
        return withTables(TestPostgres.server(), TestPostgres.freshDatabase(prefix));
    }

    /** A fresh database {@code name} on {@code server} (e.g. an embedded engine in a test directory) with every write-case table, empty. */
    public static DatabaseTarget freshDatabase(DatabaseServer server, String name) throws Exception {
        server.dropDatabaseIfExists(name);
        server.createDatabaseIfMissing(name);
        return withTables(server, name);
    }

    /** {@code database}, already created empty on {@code server}, with every write-case table of the server's dialect. */
    public static DatabaseTarget withTables(DatabaseServer server, String database) throws Exception {
        try (Connection connection = server.dataSource(database).getConnection()) {
            for (SqlTripTable table : SqlTripTable.all(server.engine())) {
                table.create(connection);
            }
        }
        return server.target(database);
    }

    /**
     * What a loader may use in a test: its directory, the database (may be null), durability disk, {@link #SEED},
     * {@link #SAMPLE_ROWS} expected trips, and the backends' own settings ({@link #backendSettings()}).
     */
    public static LoaderContext context(Path storageDirectory, DatabaseTarget database) {
        return context(storageDirectory, database, Durability.DISK, SAMPLE_ROWS);
    }

    /** What a loader may use in a test, storing {@code expectedRows} trips under {@code durability}. */
    public static LoaderContext context(Path storageDirectory, DatabaseTarget database, Durability durability, long expectedRows) {
        return new LoaderContext(storageDirectory, database, durability, SEED, expectedRows, backendSettings());
    }

    /** The backends' own settings in a test: one storage channel, and the MongoDB server of {@code -Dmongo.uri} when given. */
    public static Map<String, String> backendSettings() {
        Map<String, String> settings = new HashMap<>(Map.of(StorageChannelSetting.CHANNELS.name(), "1"));
        if (mongoUri() != null) {
            settings.put("mongo.uri", mongoUri());
        }
        return settings;
    }

    /** The MongoDB server the tests may use: {@code -Dmongo.uri} given to Maven, or null (none can be started here). */
    public static String mongoUri() {
        String uri = System.getProperty("mongo.uri");
        return uri == null || uri.isBlank() ? null : uri;
    }

    /**
     * Whether the tests can give {@code backend} what it needs: none of its configurations from {@link #backendSettings()}
     * is skipped (a MongoDB server only when {@code -Dmongo.uri} is given).
     */
    public static boolean canRun(WriteBackend backend) {
        Properties given = new Properties();
        backend.settings().forEach(setting -> Optional.ofNullable(backendSettings().get(setting.name())).ifPresent(text -> given.setProperty(setting.name(), text)));
        Settings settings = Settings.parse("test", backend.settings(), given);
        return backend.configurations(settings).stream().allMatch(configuration -> configuration.skipped() == null);
    }

    /** A source reading the CSV with the benchmark's reader. */
    public static CsvTripSource csv(Path file) {
        return new CsvTripSource(file, BadRowPolicy.FAIL, rows -> { });
    }

    /** A source delivering the given trips, reporting them as read from {@code trips.csv}. */
    public static TripSource of(List<Trip> trips) {
        return consumer -> {
            for (Trip trip : trips) {
                consumer.accept(trip);
            }
            return new TripReadReport(Path.of("trips.csv"), trips.size(), 0, List.of());
        };
    }

    /** The Java-side digest of {@code csv} in {@code shape}, as the orchestrator's reference read computes it. */
    public static RowDigest expected(TripShape shape, Path csv) throws IOException {
        return ReferenceRead.of(new TripDataset(csv, false, -1, SEED, BadRowPolicy.FAIL), Set.of(shape), SEED).digest(shape);
    }

    /** The Java-side digest of the given trips in {@code shape} (row numbers in list order). */
    public static RowDigest expected(TripShape shape, List<Trip> trips) {
        RowDigest digest = shape.digest();
        for (int i = 0; i < trips.size(); i++) {
            shape.add(digest, i + 1, trips.get(i), SEED);
        }
        return digest;
    }

    /** One untimed-and-timed sample without the runner: reset, open, store, close, then what the store holds. */
    public static StoredTrips storeOnce(TripLoader loader, TripSource trips) throws Exception {
        store(loader, trips);
        return loader.inspect();
    }

    /** A sample up to its close, then what the loader counted right after it ({@link TripLoader#afterSample}), then the proof. */
    public static Map<CellField, Object> countersOfOneSample(TripLoader loader, TripSource trips) throws Exception {
        store(loader, trips);
        Map<CellField, Object> counters = loader.afterSample();
        loader.inspect();
        return counters;
    }

    /** A sample up to its close, without the proof (which empties SQL tables): reset, open, store, close. */
    public static void store(TripLoader loader, TripSource trips) throws Exception {
        loader.reset();
        loader.open();
        try {
            loader.store(trips);
            loader.close();
        } finally {
            loader.release();
        }
    }
}
