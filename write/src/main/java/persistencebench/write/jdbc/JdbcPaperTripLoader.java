package persistencebench.write.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.TripDetailsTable;

/**
 * The study's JDBC write: its statement into its {@code trip_details} table on one {@code DriverManager}-style
 * connection, autocommit off, {@code setObject} for every parameter, {@code executeBatch} every 1,000 rows and one
 * commit at the end, with its bug fixed: the last partial batch is flushed (the study lost those 515 rows).
 */
public final class JdbcPaperTripLoader extends JdbcTripLoader {
    /** The study's batch size. */
    static final int BATCH_SIZE = 1000;

    private final long seed;

    public JdbcPaperTripLoader(LoaderContext context) {
        super(context.database(), new TripDetailsTable(context.database().engine()), context.database().directDataSource());
        this.seed = context.seed();
    }

    @Override
    public void store(TripSource trips) throws Exception {
        insertInBatches(trips, BATCH_SIZE, (insert, row, trip) -> bind(insert, TripDetails.of(trip, TripIds.uuid(seed, row))));
    }

    /** The study's parameter order (its column list), every value through {@code setObject} as it did. */
    private static void bind(PreparedStatement insert, TripDetails d) throws SQLException {
        insert.setObject(1, d.tripId());
        insert.setObject(2, d.congestionSurcharge());
        insert.setObject(3, d.distance());
        insert.setObject(4, d.dropoffDateTime());
        insert.setObject(5, d.dropoffLocationId());
        insert.setObject(6, d.extraAmount());
        insert.setObject(7, d.fareAmount());
        insert.setObject(8, d.improvementSurcharge());
        insert.setObject(9, d.mtaTax());
        insert.setObject(10, d.passengerCount());
        insert.setObject(11, d.paymentType());
        insert.setObject(12, d.pickupDateTime());
        insert.setObject(13, d.pickupLocationId());
        insert.setObject(14, d.rateCodeId());
        insert.setObject(15, d.storeAndFwdFlag());
        insert.setObject(16, d.tipAmount());
        insert.setObject(17, d.tollAmount());
        insert.setObject(18, d.totalAmount());
        insert.setObject(19, d.vendorId());
    }
}
