package persistencebench.generator.taxi;

import java.util.List;

/** The 18 columns of an NYC TLC yellow-taxi trip CSV (2021 layout), shared by generator and reader. */
final class TlcColumns {

    /** Column names in file order, exactly as the TLC header spells them. */
    static final List<String> NAMES = List.of(
            "VendorID", "tpep_pickup_datetime", "tpep_dropoff_datetime", "passenger_count",
            "trip_distance", "RatecodeID", "store_and_fwd_flag", "PULocationID", "DOLocationID",
            "payment_type", "fare_amount", "extra", "mta_tax", "tip_amount", "tolls_amount",
            "improvement_surcharge", "total_amount", "congestion_surcharge");

    /** The header line, without line terminator. */
    static final String HEADER = String.join(",", NAMES);

    static final int COUNT = NAMES.size();

    static final int VENDOR_ID = 0;
    static final int PICKUP = 1;
    static final int DROPOFF = 2;
    static final int PASSENGER_COUNT = 3;
    static final int TRIP_DISTANCE = 4;
    static final int RATECODE_ID = 5;
    static final int STORE_AND_FWD_FLAG = 6;
    static final int PU_LOCATION_ID = 7;
    static final int DO_LOCATION_ID = 8;
    static final int PAYMENT_TYPE = 9;
    static final int FARE_AMOUNT = 10;
    static final int EXTRA = 11;
    static final int MTA_TAX = 12;
    static final int TIP_AMOUNT = 13;
    static final int TOLLS_AMOUNT = 14;
    static final int IMPROVEMENT_SURCHARGE = 15;
    static final int TOTAL_AMOUNT = 16;
    static final int CONGESTION_SURCHARGE = 17;

    private TlcColumns() {
    }
}
