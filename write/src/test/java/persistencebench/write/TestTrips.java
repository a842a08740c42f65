package persistencebench.write;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TaxiCsvGenerator;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.TestPostgres;
import persistencebench.model.trip.Trip;
import persistencebench.model.trip.TripChecksum;
import persistencebench.write.sql.TripTable;

/** Test data and stores shared by the write module's tests. */
public final class TestTrips {
    /** The first 28,401 rows of the real yellow_tripdata_2021-01.csv, gzip-compressed, 16 pickups on 2020-12-31. */
    public static final long SAMPLE_ROWS = 28_401;

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

    /** A fresh database on the test PostgreSQL with an empty trip table. */
    public static DatabaseTarget freshDatabase(String prefix) throws Exception {
        PostgresServer server = TestPostgres.server();
        String database = TestPostgres.freshDatabase(prefix);
        TripTable.create(server.dataSource(database));
        return new DatabaseTarget(server.jdbcUrl(database), database, server.user(), server.password());
    }

    /** A source reading the CSV with the benchmark's reader. */
    public static CsvTripSource csv(Path file) {
        return new CsvTripSource(file, BadRowPolicy.FAIL, rows -> { });
    }

    /** A source delivering the given trips, reporting them as read from {@code trips.csv}. */
    public static TripSource of(List<Trip> trips) {
        return consumer -> {
            TripChecksum checksum = new TripChecksum();
            for (Trip trip : trips) {
                consumer.accept(trip);
                checksum.add(trip);
            }
            return new TripReadReport(Path.of("trips.csv"), trips.size(), 0, List.of(), checksum);
        };
    }
}
