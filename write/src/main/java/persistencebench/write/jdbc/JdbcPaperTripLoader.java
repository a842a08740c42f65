package persistencebench.write.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.triptables.TripDetailsTable;

/**
 * The study's JDBC write: its statement into its {@code trip_details} table on one {@code DriverManager}-style
 * connection, autocommit off, {@code setObject} for every parameter, {@code executeBatch} every 1,000 rows and one
 * commit at the end, with its bug fixed: the last partial batch is flushed (the study lost those 515 rows). The
 * {@code rewrite} step runs this very code over a URL with one driver setting added.
 */
public final class JdbcPaperTripLoader extends JdbcTripLoader {
    /** The study's batch size. */
    static final int BATCH_SIZE = 1000;

    private final long seed;
    private final String urlParameters;

    /** The study's loader over the study's URL. */
    public JdbcPaperTripLoader(LoaderContext context) {
        this(context, "");
    }

    /** @param urlParameters driver settings added to the URL, e.g. {@code reWriteBatchedInserts=true}; empty for none */
    public JdbcPaperTripLoader(LoaderContext context, String urlParameters) {
        super(context.database(), context.durability(), new TripDetailsTable(context.database().engine()), "reset",
                context.database().withUrlParameters(urlParameters).directDataSource());
        this.seed = context.seed();
        this.urlParameters = urlParameters;
    }

    /**
     * The table's insert statement, one {@code addBatch} per trip, {@code executeBatch} every {@link #BATCH_SIZE}
     * trips and once more for the last partial batch, then one commit.
     */
    @Override
    public void store(TripSource trips) throws Exception {
        try (PreparedStatement insert = connection().prepareStatement(table().statement("insert"))) {
            long[] rows = {0};
            trips.forEach(trip -> {
                bind(insert, TripDetails.of(trip, TripIds.uuid(seed, ++rows[0])));
                insert.addBatch();
                if (rows[0] % BATCH_SIZE == 0) {
                    insert.executeBatch();
                }
            });
            if (rows[0] % BATCH_SIZE != 0) {
                insert.executeBatch();
            }
        }
        commit();
    }

    /** The same class runs other driver code when its URL carries settings. */
    @Override
    public String implementation() {
        return getClass().getName() + (urlParameters.isEmpty() ? "" : " with " + urlParameters);
    }

    /**
     * The study's parameter order (its column list), every value through {@code setObject} as it did. The {@code char}
     * flag goes as a one-letter String: JDBC's setObject mapping has no Character (pgJDBC turns one into this very
     * String itself, MariaDB Connector/J rejects it).
     */
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
        insert.setObject(15, String.valueOf(d.storeAndFwdFlag()));
        insert.setObject(16, d.tipAmount());
        insert.setObject(17, d.tollAmount());
        insert.setObject(18, d.totalAmount());
        insert.setObject(19, d.vendorId());
    }
}
