package persistencebench.model.taxi;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The canonical rows of the {@code trip} shape (the {@code trip} table, the tuned object graphs, anything that
 * stores a {@link Trip} as parsed), at the precision that shape keeps: timestamps as epoch seconds (the local time
 * read as UTC), distance and amounts as hundredths rounded half to even ({@code Math.rint(x * 100)}, as
 * PostgreSQL's {@code round(double precision)}), nullable columns as {@link CanonicalRow#NULL}. The trip's id first
 * (the key it is stored under: its 1-based row in the CSV, or the id a single operation inserted it under), then the
 * 18 TLC columns in file order. The id is part of the row because every store of the shape keeps it and is read by
 * it: a store that kept the right trips under the wrong ids would answer lookups wrongly, and only a digest that
 * covers the id tells.
 */
public final class TripRows {
    public static final List<String> COLUMNS = List.of("id", "vendorId", "pickupEpochSecond", "dropoffEpochSecond", "passengerCount",
            "tripDistanceHundredths", "ratecodeId", "storeAndFwdFlagLength", "puLocationId", "doLocationId", "paymentType",
            "fareAmountCents", "extraCents", "mtaTaxCents", "tipAmountCents", "tollsAmountCents", "improvementSurchargeCents",
            "totalAmountCents", "congestionSurchargeCents");

    private TripRows() {
    }

    /** An empty digest of this shape. */
    public static RowDigest digest() {
        return new RowDigest(COLUMNS);
    }

    /** Adds the trip stored under {@code id} to a digest of this shape. */
    public static void add(RowDigest digest, long id, Trip t) {
        digest.add(digest.row().number(id)
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
