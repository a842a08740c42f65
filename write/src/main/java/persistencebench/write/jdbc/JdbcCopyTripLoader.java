package persistencebench.write.jdbc;

import java.sql.SQLException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import persistencebench.model.taxi.Trip;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripConsumer;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.TripTable;

/**
 * {@code COPY trip FROM STDIN} through pgJDBC's CopyManager, PostgreSQL's bulk-load path. Trips are encoded as COPY
 * text rows into a small buffer streamed to the server whenever it fills, so the file is never held in memory; one
 * transaction, committed at the end.
 */
public final class JdbcCopyTripLoader extends JdbcTripLoader {
    private static final int FLUSH_BYTES = 256 * 1024;

    public JdbcCopyTripLoader(LoaderContext context) {
        super(context.database(), new TripTable(context.database().engine()), context.database().directDataSource());
    }

    @Override
    public void store(TripSource trips) throws Exception {
        CopyIn copy = connection().unwrap(PGConnection.class).getCopyAPI().copyIn(table().statement("copy"));
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
        connection().commit();
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
