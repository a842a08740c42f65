package persistencebench.model.taxi;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The canonical rows of the {@code trip} shape (the {@code trip} table, the tuned object graphs, anything that
 * stores a {@link Trip} as parsed), at the precision that shape keeps: timestamps as epoch seconds (the local time
 * read as UTC), distance and amounts as hundredths rounded half to even ({@code Math.rint(x * 100)}, as
 * PostgreSQL's {@code round(double precision)}), nullable columns as {@link CanonicalRow#NULL}. The 18 TLC columns
 * in file order; the table's id column is not part of a trip.
 */
public final class TripRows {
    public static final List<String> COLUMNS = List.of("vendorId", "pickupEpochSecond", "dropoffEpochSecond", "passengerCount",
            "tripDistanceHundredths", "ratecodeId", "storeAndFwdFlagLength", "puLocationId", "doLocationId", "paymentType",
            "fareAmountCents", "extraCents", "mtaTaxCents", "tipAmountCents", "tollsAmountCents", "improvementSurchargeCents",
            "totalAmountCents", "congestionSurchargeCents");

    private TripRows() {
    }

    /** An empty digest of this shape. */
    public static RowDigest digest() {
        return new RowDigest(COLUMNS);
    }

    /** Adds one trip to a digest of this shape. */
    public static void add(RowDigest digest, Trip t) {
        digest.add(digest.row()
                .number(t.vendorId()).number(epochSecond(t.pickup())).number(epochSecond(t.dropoff())).number(t.passengerCount())
                .number(hundredths(t.tripDistance())).number(t.ratecodeId()).text(t.storeAndFwdFlag())
                .number(t.puLocationId()).number(t.doLocationId()).number(t.paymentType())
                .number(hundredths(t.fareAmount())).number(hundredths(t.extra())).number(hundredths(t.mtaTax()))
                .number(hundredths(t.tipAmount())).number(hundredths(t.tollsAmount())).number(hundredths(t.improvementSurcharge()))
                .number(hundredths(t.totalAmount()))
                .number(t.congestionSurcharge() == null ? null : hundredths(t.congestionSurcharge())));
    }

    /** x × 100 rounded half to even. */
    static long hundredths(double x) {
        return (long) Math.rint(x * 100);
    }

    /** The local date-time read as UTC, whole seconds (floor), as SQL's {@code floor(extract(epoch FROM ts))}. */
    static Long epochSecond(LocalDateTime time) {
        return time == null ? null : time.toEpochSecond(ZoneOffset.UTC);
    }
}
