package persistencebench.write.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import javax.sql.DataSource;
import persistencebench.model.trip.TripChecksum;
import persistencebench.write.StoredTrips;

/**
 * The PostgreSQL {@code trip} table that the JDBC and Hibernate loaders share: its schema (a resource
 * file), emptying it between iterations, and reading back what it holds for verification.
 */
public final class TripTable {
    /** Column names in TLC file order, after the id. */
    public static final List<String> COLUMNS = List.of("id", "vendor_id", "pickup", "dropoff", "passenger_count",
            "trip_distance", "ratecode_id", "store_and_fwd_flag", "pu_location_id", "do_location_id", "payment_type",
            "fare_amount", "extra", "mta_tax", "tip_amount", "tolls_amount", "improvement_surcharge", "total_amount",
            "congestion_surcharge");
    public static final String INSERT = "INSERT INTO trip (" + String.join(", ", COLUMNS) + ") VALUES ("
            + String.join(", ", COLUMNS.stream().map(c -> "?").toList()) + ")";
    /** COPY in PostgreSQL's text format: tab-separated, {@code \N} for null. */
    public static final String COPY = "COPY trip (" + String.join(", ", COLUMNS) + ") FROM STDIN";

    private static final String SCHEMA = resource("trip-schema.sql");
    private static final String CHECKSUM = resource("trip-checksum.sql");

    private TripTable() {
    }

    /** Drops and creates the table, so a run always stores into the current schema. */
    public static void create(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(SCHEMA);
        }
    }

    /**
     * Empties the table and forces a checkpoint, so an iteration neither finds rows nor pays for the
     * previous iteration's dirty pages.
     */
    public static void empty(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("TRUNCATE trip");
            try {
                s.execute("CHECKPOINT");
            } catch (SQLException e) {
                throw new SQLException("CHECKPOINT failed (" + e.getMessage().trim() + "); the benchmark user needs the"
                        + " superuser or pg_checkpoint role so each iteration starts without the previous one's dirty pages",
                        e.getSQLState(), e);
            }
        }
    }

    /** Count and checksum of the stored rows, computed by PostgreSQL, and the table's size on disk. */
    public static StoredTrips inspect(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            long[] components = new long[TripChecksum.componentNames().size()];
            try (ResultSet rs = s.executeQuery(CHECKSUM)) {
                rs.next();
                for (int i = 0; i < components.length; i++) {
                    components[i] = rs.getLong(i + 1);
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT pg_total_relation_size('trip')")) {
                rs.next();
                return new StoredTrips(TripChecksum.of(components), rs.getLong(1));
            }
        }
    }

    private static String resource(String name) {
        try (InputStream in = TripTable.class.getResourceAsStream("/persistencebench/write/sql/" + name)) {
            if (in == null) {
                throw new IllegalStateException("resource persistencebench/write/sql/" + name + " is missing from the write module");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
