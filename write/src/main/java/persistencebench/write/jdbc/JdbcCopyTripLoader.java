package persistencebench.write.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import persistencebench.model.trip.Trip;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripConsumer;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;
import persistencebench.write.sql.TripTable;

/**
 * JDBC tuned: {@code COPY trip FROM STDIN} through pgJDBC's CopyManager, PostgreSQL's bulk-ingest path.
 * Trips are encoded as COPY text rows into a small buffer that is streamed to the server whenever it fills,
 * so the file is never held in memory; one transaction, committed at the end.
 */
public final class JdbcCopyTripLoader implements TripLoader {
    private static final int FLUSH_BYTES = 256 * 1024;

    private final DataSource dataSource;

    public JdbcCopyTripLoader(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void reset() throws SQLException {
        TripTable.empty(dataSource);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            CopyIn copy = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(TripTable.COPY);
            try {
                CopyWriter writer = new CopyWriter(copy);
                trips.forEach(writer);
                writer.flush();
                copy.endCopy();
            } finally {
                if (copy.isActive()) {
                    copy.cancelCopy();
                }
            }
            connection.commit();
        }
    }

    @Override
    public StoredTrips inspect() throws SQLException {
        return TripTable.inspect(dataSource);
    }

    /** Encodes trips and sends the buffer every {@link #FLUSH_BYTES}. */
    private static final class CopyWriter implements TripConsumer {
        private final CopyIn copy;
        private final CopyTextRows rows = new CopyTextRows(FLUSH_BYTES + 4096);
        private long id;

        CopyWriter(CopyIn copy) {
            this.copy = copy;
        }

        @Override
        public void accept(Trip trip) throws SQLException {
            rows.append(++id, trip);
            if (rows.size() >= FLUSH_BYTES) {
                flush();
            }
        }

        void flush() throws SQLException {
            if (rows.size() > 0) {
                copy.writeToCopy(rows.bytes(), 0, rows.size());
                rows.clear();
            }
        }
    }
}
