package persistencebench.model.taxi;

import java.util.List;

/**
 * The canonical rows of the study's shape ({@link TripDetails}, the {@code trip_details} table), at the precision
 * that shape keeps: the trip id and the text ids as stored, timestamps as epoch seconds, {@code float} amounts and
 * distance as hundredths of their exact double value rounded half to even ({@code Math.rint((double) f * 100)};
 * SQL {@code round(col::float8 * 100)}), the byte columns as numbers, and the {@code char(1)} flag as text without
 * trailing blanks (SQL's {@code char} semantics: the study's blank flag {@code ' '} reads back as {@code ""}).
 */
public final class TripDetailsRows {
    public static final List<String> COLUMNS = List.of("tripIdLength", "vendorIdLength", "pickupEpochSecond", "dropoffEpochSecond",
            "passengerCount", "distanceHundredths", "rateCodeId", "storeAndFwdFlagLength", "pickupLocationIdLength",
            "dropoffLocationIdLength", "paymentType", "fareAmountCents", "extraAmountCents", "mtaTaxCents", "tipAmountCents",
            "tollAmountCents", "improvementSurchargeCents", "totalAmountCents", "congestionSurchargeCents");

    private TripDetailsRows() {
    }

    /** An empty digest of this shape. */
    public static RowDigest digest() {
        return new RowDigest(COLUMNS);
    }

    /** Adds one trip in the study's shape to a digest of this shape. */
    public static void add(RowDigest digest, TripDetails d) {
        digest.add(digest.row()
                .text(d.tripId()).text(d.vendorId())
                .number(TripRows.epochSecond(d.pickupDateTime())).number(TripRows.epochSecond(d.dropoffDateTime()))
                .number(d.passengerCount()).number(hundredths(d.distance())).number(d.rateCodeId())
                .text(String.valueOf(d.storeAndFwdFlag()).stripTrailing())
                .text(d.pickupLocationId()).text(d.dropoffLocationId()).number(d.paymentType())
                .number(hundredths(d.fareAmount())).number(hundredths(d.extraAmount())).number(hundredths(d.mtaTax()))
                .number(hundredths(d.tipAmount())).number(hundredths(d.tollAmount())).number(hundredths(d.improvementSurcharge()))
                .number(hundredths(d.totalAmount())).number(hundredths(d.congestionSurcharge())));
    }

    private static long hundredths(float x) {
        return TripRows.hundredths((double) x);
    }
}
