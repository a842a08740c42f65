package persistencebench.write.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import persistencebench.model.taxi.Trip;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.triptables.TripTable;
import persistencebench.write.triptables.TripTableLookup;

/**
 * The bulk load the embedded engines' own documentation recommends when the rows come from the application, not from
 * a file the engine reads itself: one transaction, one prepared INSERT (the table's {@code insert} statement) reused
 * for every row with typed setters, rows sent in JDBC batches of {@link #BATCH_SIZE}, in ascending id order into a
 * table keyed by that id, then one commit (forced where the engine's commit is not: H2's {@code CHECKPOINT SYNC} under
 * {@code disk}).
 * <ul>
 *   <li>H2 ("Fast Database Import": a PreparedStatement, or CSV import): the {@code BIGINT PRIMARY KEY} declared on
 *       the empty table becomes the table's own row key, so ascending ids append to one B-tree and there is no second
 *       index; a key added after the load would be a separate index. {@code CREATE TABLE ... AS SELECT} needs a
 *       source the engine reads, and H2's {@code CSVREAD} would parse the CSV with H2's reader instead of ours.</li>
 *   <li>SQLite: one transaction (a commit per row would force the journal per row), one prepared statement bound and
 *       stepped per row (xerial's {@code executeBatch} is a Java loop of one bind and one step per row, no multi-row
 *       statement), the id as
 *       {@code INTEGER PRIMARY KEY}, the rowid itself, inserted in ascending order so every row appends to the table's
 *       B-tree. {@code journal_mode=OFF} and {@code synchronous=OFF} would make a crash corrupt the file, so they are
 *       not used under {@code disk}; {@code locking_mode=EXCLUSIVE} saves little for one connection.</li>
 * </ul>
 * Timestamps are bound with {@code setObject(LocalDateTime)}: a {@code TIMESTAMP} on H2, ISO-8601 text on SQLite
 * (what xerial writes for a {@code LocalDateTime}, which SQLite's date functions read).
 */
public final class JdbcBatchInsertTripLoader extends JdbcTripLoader implements LookupSource {
    /** Rows per {@code executeBatch}: large enough that the per-batch call costs nothing, small enough to stay in cache. */
    static final int BATCH_SIZE = 1000;

    public JdbcBatchInsertTripLoader(LoaderContext context) {
        super(context.database(), context.durability(), new TripTable(context.database().engine()), "reset",
                context.database().directDataSource());
    }

    @Override
    public void store(TripSource trips) throws Exception {
        try (PreparedStatement insert = connection().prepareStatement(table().statement("insert"))) {
            long[] id = {0};
            trips.forEach(trip -> {
                bind(insert, ++id[0], trip);
                insert.addBatch();
                if (id[0] % BATCH_SIZE == 0) {
                    insert.executeBatch();
                }
            });
            if (id[0] % BATCH_SIZE != 0) {
                insert.executeBatch();
            }
        }
        commit();
    }

    /** The loaded trip table read by primary key, on a connection of its own. */
    @Override
    public TripLookup openLookup() throws SQLException {
        return new TripTableLookup(target().connect(), (TripTable) table());
    }

    /** The id, then the 18 columns in the table's (the CSV's) order. */
    private static void bind(PreparedStatement insert, long id, Trip trip) throws SQLException {
        insert.setLong(1, id);
        setInteger(insert, 2, trip.vendorId());
        insert.setObject(3, trip.pickup());
        insert.setObject(4, trip.dropoff());
        setInteger(insert, 5, trip.passengerCount());
        insert.setDouble(6, trip.tripDistance());
        setInteger(insert, 7, trip.ratecodeId());
        insert.setString(8, trip.storeAndFwdFlag());
        insert.setInt(9, trip.puLocationId());
        insert.setInt(10, trip.doLocationId());
        setInteger(insert, 11, trip.paymentType());
        insert.setDouble(12, trip.fareAmount());
        insert.setDouble(13, trip.extra());
        insert.setDouble(14, trip.mtaTax());
        insert.setDouble(15, trip.tipAmount());
        insert.setDouble(16, trip.tollsAmount());
        insert.setDouble(17, trip.improvementSurcharge());
        insert.setDouble(18, trip.totalAmount());
        if (trip.congestionSurcharge() == null) {
            insert.setNull(19, Types.DOUBLE);
        } else {
            insert.setDouble(19, trip.congestionSurcharge());
        }
    }

    private static void setInteger(PreparedStatement insert, int index, Integer value) throws SQLException {
        if (value == null) {
            insert.setNull(index, Types.INTEGER);
        } else {
            insert.setInt(index, value);
        }
    }
}
