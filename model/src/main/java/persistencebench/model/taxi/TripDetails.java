package persistencebench.model.taxi;

import java.time.LocalDateTime;

/**
 * A trip in the original study's shape ({@code TripDetailsData}): what its {@code paper} loaders store, with the
 * study's field types: ids as text, counts as {@code byte}, amounts and distance as {@code float}, the flag as a
 * {@code char}, and a {@code tripId} primary key holding a type-4 UUID. {@link #of} maps a parsed {@link Trip} the
 * way the study mapped a CSV line: a blank number becomes 0, a blank flag {@code ' '}, a blank vendor {@code ""}.
 * Final fields and no framework imports: an object-graph store persists it by reflection, Hibernate maps a copy.
 */
public final class TripDetails {
    private final String tripId;
    private final String vendorId;
    private final LocalDateTime pickupDateTime;
    private final LocalDateTime dropoffDateTime;
    private final byte passengerCount;
    private final float distance;
    private final byte rateCodeId;
    private final char storeAndFwdFlag;
    private final String pickupLocationId;
    private final String dropoffLocationId;
    private final byte paymentType;
    private final float fareAmount;
    private final float extraAmount;
    private final float mtaTax;
    private final float tipAmount;
    private final float tollAmount;
    private final float improvementSurcharge;
    private final float totalAmount;
    private final float congestionSurcharge;

    /** The parameters follow the study's CSV column order, with the trip id first. */
    public TripDetails(String tripId, String vendorId, LocalDateTime pickupDateTime, LocalDateTime dropoffDateTime, byte passengerCount,
                       float distance, byte rateCodeId, char storeAndFwdFlag, String pickupLocationId, String dropoffLocationId,
                       byte paymentType, float fareAmount, float extraAmount, float mtaTax, float tipAmount, float tollAmount,
                       float improvementSurcharge, float totalAmount, float congestionSurcharge) {
        this.tripId = tripId;
        this.vendorId = vendorId;
        this.pickupDateTime = pickupDateTime;
        this.dropoffDateTime = dropoffDateTime;
        this.passengerCount = passengerCount;
        this.distance = distance;
        this.rateCodeId = rateCodeId;
        this.storeAndFwdFlag = storeAndFwdFlag;
        this.pickupLocationId = pickupLocationId;
        this.dropoffLocationId = dropoffLocationId;
        this.paymentType = paymentType;
        this.fareAmount = fareAmount;
        this.extraAmount = extraAmount;
        this.mtaTax = mtaTax;
        this.tipAmount = tipAmount;
        this.tollAmount = tollAmount;
        this.improvementSurcharge = improvementSurcharge;
        this.totalAmount = totalAmount;
        this.congestionSurcharge = congestionSurcharge;
    }

    /**
     * The study's mapping of one trip.
     *
     * @throws IllegalArgumentException for a count or code outside {@code byte} (the study's {@code Byte.parseByte}
     *                                  failed there too)
     */
    public static TripDetails of(Trip trip, String tripId) {
        String flag = trip.storeAndFwdFlag();
        return new TripDetails(tripId, trip.vendorId() == null ? "" : trip.vendorId().toString(), trip.pickup(), trip.dropoff(),
                toByte("passenger_count", trip.passengerCount()), (float) trip.tripDistance(), toByte("RatecodeID", trip.ratecodeId()),
                flag == null || flag.isEmpty() ? ' ' : flag.charAt(0), Integer.toString(trip.puLocationId()),
                Integer.toString(trip.doLocationId()), toByte("payment_type", trip.paymentType()), (float) trip.fareAmount(),
                (float) trip.extra(), (float) trip.mtaTax(), (float) trip.tipAmount(), (float) trip.tollsAmount(),
                (float) trip.improvementSurcharge(), (float) trip.totalAmount(),
                trip.congestionSurcharge() == null ? 0f : trip.congestionSurcharge().floatValue());
    }

    private static byte toByte(String column, Integer value) {
        if (value == null) {
            return 0;
        }
        if (value < Byte.MIN_VALUE || value > Byte.MAX_VALUE) {
            throw new IllegalArgumentException(column + " " + value + " does not fit the study's byte field");
        }
        return value.byteValue();
    }

    public String tripId() {
        return tripId;
    }

    public String vendorId() {
        return vendorId;
    }

    public LocalDateTime pickupDateTime() {
        return pickupDateTime;
    }

    public LocalDateTime dropoffDateTime() {
        return dropoffDateTime;
    }

    public byte passengerCount() {
        return passengerCount;
    }

    public float distance() {
        return distance;
    }

    public byte rateCodeId() {
        return rateCodeId;
    }

    public char storeAndFwdFlag() {
        return storeAndFwdFlag;
    }

    public String pickupLocationId() {
        return pickupLocationId;
    }

    public String dropoffLocationId() {
        return dropoffLocationId;
    }

    public byte paymentType() {
        return paymentType;
    }

    public float fareAmount() {
        return fareAmount;
    }

    public float extraAmount() {
        return extraAmount;
    }

    public float mtaTax() {
        return mtaTax;
    }

    public float tipAmount() {
        return tipAmount;
    }

    public float tollAmount() {
        return tollAmount;
    }

    public float improvementSurcharge() {
        return improvementSurcharge;
    }

    public float totalAmount() {
        return totalAmount;
    }

    public float congestionSurcharge() {
        return congestionSurcharge;
    }

    @Override
    public String toString() {
        return "TripDetails[" + tripId + ", vendorId=" + vendorId + ", pickup=" + pickupDateTime + ", dropoff=" + dropoffDateTime
                + ", distance=" + distance + ", fareAmount=" + fareAmount + ", totalAmount=" + totalAmount + "]";
    }
}
