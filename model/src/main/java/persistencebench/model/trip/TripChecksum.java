package persistencebench.model.trip;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;

/**
 * An order-independent, exact checksum of a set of trips, designed so that a database can compute
 * the very same numbers with one aggregate query and a write benchmark can prove what was stored.
 *
 * <p>It consists of 20 sums of longs (component order, with the SQL a store computes them with):
 * <ol start="0">
 *   <li>{@code rows} — {@code count(*)}</li>
 *   <li>{@code pickupEpochSeconds} — Σ {@code pickup.toEpochSecond(UTC)};
 *       SQL {@code sum(extract(epoch from pickup)::bigint)} on a {@code timestamp} column</li>
 *   <li>{@code dropoffEpochSeconds} — the same for the drop-off</li>
 *   <li>{@code vendorId} — Σ vendorId, null as 0; SQL {@code sum(coalesce(vendor_id, 0))}</li>
 *   <li>{@code passengerCount} — Σ passengerCount, null as 0</li>
 *   <li>{@code ratecodeId} — Σ ratecodeId, null as 0</li>
 *   <li>{@code storeAndFwdFlagCode} — Σ flag code: null 0, {@code "N"} 1, {@code "Y"} 2, anything else 3</li>
 *   <li>{@code puLocationId} — Σ puLocationId</li>
 *   <li>{@code doLocationId} — Σ doLocationId</li>
 *   <li>{@code paymentType} — Σ paymentType, null as 0</li>
 *   <li>{@code tripDistanceHundredths} … {@code totalAmountCents} (components 10 to 17) —
 *       Σ {@code (long) Math.rint(x * 100)} for tripDistance, fareAmount, extra, mtaTax, tipAmount,
 *       tollsAmount, improvementSurcharge, totalAmount; SQL {@code sum(round(x * 100)::bigint)} on
 *       {@code double precision} columns (PostgreSQL rounds doubles half-to-even like {@code rint})</li>
 *   <li>{@code congestionSurchargeCents} — the same for congestionSurcharge, null as 0</li>
 *   <li>{@code nullFields} — Σ per row of how many of vendorId, passengerCount, ratecodeId,
 *       storeAndFwdFlag, paymentType, congestionSurcharge are null</li>
 * </ol>
 *
 * <p>Not thread-safe: use one instance per thread and {@link #merge} them. Sums use exact
 * arithmetic and throw {@link ArithmeticException} rather than wrap around silently.
 */
public final class TripChecksum {

    private static final List<String> COMPONENT_NAMES = List.of(
            "rows", "pickupEpochSeconds", "dropoffEpochSeconds", "vendorId", "passengerCount",
            "ratecodeId", "storeAndFwdFlagCode", "puLocationId", "doLocationId", "paymentType",
            "tripDistanceHundredths", "fareAmountCents", "extraCents", "mtaTaxCents", "tipAmountCents",
            "tollsAmountCents", "improvementSurchargeCents", "totalAmountCents",
            "congestionSurchargeCents", "nullFields");

    private static final int SIZE = COMPONENT_NAMES.size();

    private final long[] sums;

    /** An empty checksum (zero rows). */
    public TripChecksum() {
        this.sums = new long[SIZE];
    }

    private TripChecksum(long[] sums) {
        this.sums = sums;
    }

    /**
     * Rebuilds a checksum from its components, e.g. the columns of the aggregate SQL query.
     *
     * @param components the 20 component values in {@link #componentNames()} order
     * @throws IllegalArgumentException if there are not exactly 20 components
     */
    public static TripChecksum of(long[] components) {
        if (components == null || components.length != SIZE) {
            throw new IllegalArgumentException("A trip checksum has " + SIZE + " components " + COMPONENT_NAMES
                    + " but " + (components == null ? "null" : components.length + " values") + " were given");
        }
        return new TripChecksum(components.clone());
    }

    /** The names of the 20 components, in {@link #components()} order. */
    public static List<String> componentNames() {
        return COMPONENT_NAMES;
    }

    /** Adds one trip. */
    public void add(Trip t) {
        int nulls = 0;
        sums[0] = Math.addExact(sums[0], 1);
        sums[1] = Math.addExact(sums[1], epochSeconds(t.pickup()));
        sums[2] = Math.addExact(sums[2], epochSeconds(t.dropoff()));
        if (t.vendorId() == null) {
            nulls++;
        } else {
            sums[3] = Math.addExact(sums[3], t.vendorId());
        }
        if (t.passengerCount() == null) {
            nulls++;
        } else {
            sums[4] = Math.addExact(sums[4], t.passengerCount());
        }
        if (t.ratecodeId() == null) {
            nulls++;
        } else {
            sums[5] = Math.addExact(sums[5], t.ratecodeId());
        }
        if (t.storeAndFwdFlag() == null) {
            nulls++;
        } else {
            sums[6] = Math.addExact(sums[6], flagCode(t.storeAndFwdFlag()));
        }
        sums[7] = Math.addExact(sums[7], t.puLocationId());
        sums[8] = Math.addExact(sums[8], t.doLocationId());
        if (t.paymentType() == null) {
            nulls++;
        } else {
            sums[9] = Math.addExact(sums[9], t.paymentType());
        }
        sums[10] = Math.addExact(sums[10], hundredths(t.tripDistance()));
        sums[11] = Math.addExact(sums[11], hundredths(t.fareAmount()));
        sums[12] = Math.addExact(sums[12], hundredths(t.extra()));
        sums[13] = Math.addExact(sums[13], hundredths(t.mtaTax()));
        sums[14] = Math.addExact(sums[14], hundredths(t.tipAmount()));
        sums[15] = Math.addExact(sums[15], hundredths(t.tollsAmount()));
        sums[16] = Math.addExact(sums[16], hundredths(t.improvementSurcharge()));
        sums[17] = Math.addExact(sums[17], hundredths(t.totalAmount()));
        if (t.congestionSurcharge() == null) {
            nulls++;
        } else {
            sums[18] = Math.addExact(sums[18], hundredths(t.congestionSurcharge()));
        }
        sums[19] = Math.addExact(sums[19], nulls);
    }

    /** Adds every component of {@code other} to this checksum (the union of both trip sets). */
    public void merge(TripChecksum other) {
        for (int i = 0; i < SIZE; i++) {
            sums[i] = Math.addExact(sums[i], other.sums[i]);
        }
    }

    /** The number of trips added. */
    public long rows() {
        return sums[0];
    }

    /** A copy of the 20 components, in {@link #componentNames()} order. */
    public long[] components() {
        return sums.clone();
    }

    /**
     * Explains how this (actual) checksum differs from {@code expected}.
     *
     * @return {@code ""} when both are equal, otherwise one line naming each differing component,
     *         e.g. {@code "rows: 2821000 instead of 2821515 (-515); fareAmountCents: ..."}
     */
    public String describeDifference(TripChecksum expected) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < SIZE; i++) {
            long actual = sums[i];
            long wanted = expected.sums[i];
            if (actual != wanted) {
                if (out.length() > 0) {
                    out.append("; ");
                }
                long delta = actual - wanted;
                out.append(COMPONENT_NAMES.get(i)).append(": ").append(actual).append(" instead of ")
                        .append(wanted).append(" (").append(delta > 0 ? "+" : "").append(delta).append(')');
            }
        }
        return out.toString();
    }

    /** The code a store-and-forward flag contributes: null 0, "N" 1, "Y" 2, anything else 3. */
    static int flagCode(String flag) {
        if (flag == null) {
            return 0;
        }
        switch (flag) {
            case "N":
                return 1;
            case "Y":
                return 2;
            default:
                return 3;
        }
    }

    /** x × 100 rounded half-to-even, as PostgreSQL's {@code round(double precision)} does. */
    static long hundredths(double x) {
        return (long) Math.rint(x * 100);
    }

    private static long epochSeconds(LocalDateTime time) {
        return time.toEpochSecond(ZoneOffset.UTC);
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof TripChecksum && Arrays.equals(sums, ((TripChecksum) o).sums));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sums);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("TripChecksum[");
        for (int i = 0; i < SIZE; i++) {
            out.append(i == 0 ? "" : ", ").append(COMPONENT_NAMES.get(i)).append('=').append(sums[i]);
        }
        return out.append(']').toString();
    }
}
