package persistencebench.write.objectgraph;

import java.time.LocalDateTime;
import persistencebench.model.taxi.Trip;

/**
 * The fixed-length binary record the tuned object-graph type handlers store a trip as:
 * byte offsets, and the mapping between a trip's nullable columns and plain numbers plus a null mask.
 * Every value round-trips exactly (timestamps as epoch second and nano, doubles as their bits).
 */
public final class TripRecordLayout {
    public static final long PICKUP_SECOND = 0;
    public static final long DROPOFF_SECOND = 8;
    public static final long PICKUP_NANO = 16;
    public static final long DROPOFF_NANO = 20;
    /** tripDistance, fareAmount, extra, mtaTax, tipAmount, tollsAmount, improvementSurcharge, totalAmount, congestionSurcharge. */
    public static final long DOUBLES = 24;
    public static final int DOUBLE_COUNT = 9;
    /** vendorId, passengerCount, ratecodeId, puLocationId, doLocationId, paymentType. */
    public static final long INTS = DOUBLES + DOUBLE_COUNT * Double.BYTES;
    public static final int INT_COUNT = 6;
    /** Null bits in the low byte, the store-and-forward flag character above. */
    public static final long NULLS_AND_FLAG = INTS + INT_COUNT * Integer.BYTES;
    public static final long LENGTH = NULLS_AND_FLAG + Integer.BYTES;

    private static final int VENDOR_NULL = 1;
    private static final int PASSENGERS_NULL = 2;
    private static final int RATECODE_NULL = 4;
    private static final int PAYMENT_NULL = 8;
    private static final int CONGESTION_NULL = 16;
    private static final int FLAG_NULL = 32;
    private static final int FLAG_SHIFT = 8;

    private TripRecordLayout() {
    }

    public static double[] doubles(Trip t) {
        return new double[] {t.tripDistance(), t.fareAmount(), t.extra(), t.mtaTax(), t.tipAmount(), t.tollsAmount(),
                t.improvementSurcharge(), t.totalAmount(), t.congestionSurcharge() == null ? 0 : t.congestionSurcharge()};
    }

    public static int[] ints(Trip t) {
        return new int[] {orZero(t.vendorId()), orZero(t.passengerCount()), orZero(t.ratecodeId()), t.puLocationId(),
                t.doLocationId(), orZero(t.paymentType())};
    }

    /**
     * The null mask and the flag character.
     *
     * @throws IllegalArgumentException for a store-and-forward flag longer than one character (TLC defines Y and N)
     */
    public static int nullsAndFlag(Trip t) {
        String flag = t.storeAndFwdFlag();
        if (flag != null && flag.length() != 1) {
            throw new IllegalArgumentException("the tuned trip record stores a one-character store_and_fwd_flag (TLC uses Y and N);"
                    + " this trip has \"" + flag + "\": " + t);
        }
        return (t.vendorId() == null ? VENDOR_NULL : 0)
                | (t.passengerCount() == null ? PASSENGERS_NULL : 0)
                | (t.ratecodeId() == null ? RATECODE_NULL : 0)
                | (t.paymentType() == null ? PAYMENT_NULL : 0)
                | (t.congestionSurcharge() == null ? CONGESTION_NULL : 0)
                | (flag == null ? FLAG_NULL : flag.charAt(0) << FLAG_SHIFT);
    }

    /** Rebuilds the trip from the record's values. */
    public static Trip trip(LocalDateTime pickup, LocalDateTime dropoff, double[] d, int[] i, int nullsAndFlag) {
        return new Trip(
                (nullsAndFlag & VENDOR_NULL) != 0 ? null : i[0], pickup, dropoff,
                (nullsAndFlag & PASSENGERS_NULL) != 0 ? null : i[1], d[0],
                (nullsAndFlag & RATECODE_NULL) != 0 ? null : i[2],
                (nullsAndFlag & FLAG_NULL) != 0 ? null : flag((char) (nullsAndFlag >>> FLAG_SHIFT)),
                i[3], i[4],
                (nullsAndFlag & PAYMENT_NULL) != 0 ? null : i[5],
                d[1], d[2], d[3], d[4], d[5], d[6], d[7],
                (nullsAndFlag & CONGESTION_NULL) != 0 ? null : d[8]);
    }

    /** The reader's shared constants for the usual flags, a new string otherwise. */
    private static String flag(char c) {
        return c == 'N' ? "N" : c == 'Y' ? "Y" : String.valueOf(c);
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
