package persistencebench.write.jdbc;

import java.sql.SQLException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.TripTable;
import persistencebench.write.triptables.TripTableLookup;
import persistencebench.write.triptables.TripTableOperations;

/**
 * PostgreSQL's documented bulk-load recipe through pgJDBC, in one transaction: {@code TRUNCATE trip}, then
 * {@code COPY trip FROM STDIN (FREEZE)} through the CopyManager, then {@code ADD PRIMARY KEY}, then the commit (the
 * statements are the table's {@code bulk-begin}, {@code copy} and {@code bulk-end} resources). The table waits
 * without its key (its {@code bulk-reset}), so the key is built once, by sorting, instead of maintained per row.
 * Truncating in the loading transaction is what lets FREEZE write the rows frozen and, with the tuned server profile's
 * {@code wal_level=minimal}, lets the server skip the WAL for the table and fsync it at commit instead, still
 * durable. Trips are encoded as COPY text rows into a small buffer streamed to the server whenever it fills, so the
 * file is never held in memory.
 */
public final class JdbcCopyTripLoader extends JdbcTripLoader implements LookupSource, SingleOpsSource {
    private static final int FLUSH_BYTES = 256 * 1024;

    public JdbcCopyTripLoader(LoaderContext context) {
        super(context.database(), context.durability(), new TripTable(context.database().engine()), "bulk-reset",
                context.database().directDataSource());
    }

    @Override
    public void store(TripSource trips) throws Exception {
        table().execute(connection(), "bulk-begin");
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
        table().execute(connection(), "bulk-end");
        commit();
    }

    /** The loaded trip table read by primary key, on a connection of its own. */
    @Override
    public TripLookup openLookup() throws SQLException {
        return new TripTableLookup(target().connect(), (TripTable) table());
    }

    /** The loaded trip table for single operations, on a connection of its own. */
    @Override
    public TripOperations openOperations() throws SQLException {
        return new TripTableOperations(target().connect(), (TripTable) table(), durability());
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
