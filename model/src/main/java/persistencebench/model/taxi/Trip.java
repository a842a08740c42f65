package persistencebench.model.taxi;

import java.time.LocalDateTime;
import java.util.Objects;

/**
 * One NYC yellow-taxi trip: the 18 columns of a TLC trip-record CSV row, immutable.
 *
 * <p>Columns that real TLC files leave blank on some rows use boxed types and are {@code null}
 * then; the others are primitives. Monetary amounts and the distance are doubles exactly as
 * parsed from the CSV text, so every backend stores the same value. The fields are private and
 * final, with no framework annotations: object-graph stores persist the class by reflection.
 */
public final class Trip {

    private final Integer vendorId;
    private final LocalDateTime pickup;
    private final LocalDateTime dropoff;
    private final Integer passengerCount;
    private final double tripDistance;
    private final Integer ratecodeId;
    private final String storeAndFwdFlag;
    private final int puLocationId;
    private final int doLocationId;
    private final Integer paymentType;
    private final double fareAmount;
    private final double extra;
    private final double mtaTax;
    private final double tipAmount;
    private final double tollsAmount;
    private final double improvementSurcharge;
    private final double totalAmount;
    private final Double congestionSurcharge;

    /**
     * Creates a trip; the parameters follow the TLC column order.
     *
     * @throws NullPointerException if {@code pickup} or {@code dropoff} is null (TLC files always have both)
     */
    public Trip(Integer vendorId, LocalDateTime pickup, LocalDateTime dropoff, Integer passengerCount,
                double tripDistance, Integer ratecodeId, String storeAndFwdFlag, int puLocationId,
                int doLocationId, Integer paymentType, double fareAmount, double extra, double mtaTax,
                double tipAmount, double tollsAmount, double improvementSurcharge, double totalAmount,
                Double congestionSurcharge) {
        this.vendorId = vendorId;
        this.pickup = Objects.requireNonNull(pickup, "pickup");
        this.dropoff = Objects.requireNonNull(dropoff, "dropoff");
        this.passengerCount = passengerCount;
        this.tripDistance = tripDistance;
        this.ratecodeId = ratecodeId;
        this.storeAndFwdFlag = storeAndFwdFlag;
        this.puLocationId = puLocationId;
        this.doLocationId = doLocationId;
        this.paymentType = paymentType;
        this.fareAmount = fareAmount;
        this.extra = extra;
        this.mtaTax = mtaTax;
        this.tipAmount = tipAmount;
        this.tollsAmount = tollsAmount;
        this.improvementSurcharge = improvementSurcharge;
        this.totalAmount = totalAmount;
        this.congestionSurcharge = congestionSurcharge;
    }

    /** TLC {@code VendorID}; null when blank. */
    public Integer vendorId() {
        return vendorId;
    }

    /** TLC {@code tpep_pickup_datetime}, local New York time as written in the file. */
    public LocalDateTime pickup() {
        return pickup;
    }

    /** TLC {@code tpep_dropoff_datetime}, local New York time as written in the file. */
    public LocalDateTime dropoff() {
        return dropoff;
    }

    /** TLC {@code passenger_count}; null when blank. */
    public Integer passengerCount() {
        return passengerCount;
    }

    /** TLC {@code trip_distance} in miles. */
    public double tripDistance() {
        return tripDistance;
    }

    /** TLC {@code RatecodeID}; null when blank. */
    public Integer ratecodeId() {
        return ratecodeId;
    }

    /** TLC {@code store_and_fwd_flag} ({@code "N"} or {@code "Y"}); null when blank. */
    public String storeAndFwdFlag() {
        return storeAndFwdFlag;
    }

    /** TLC {@code PULocationID}, the pickup taxi zone. */
    public int puLocationId() {
        return puLocationId;
    }

    /** TLC {@code DOLocationID}, the drop-off taxi zone. */
    public int doLocationId() {
        return doLocationId;
    }

    /** TLC {@code payment_type} (1 card, 2 cash, 3 no charge, 4 dispute, ...); null when blank. */
    public Integer paymentType() {
        return paymentType;
    }

    /** TLC {@code fare_amount}. */
    public double fareAmount() {
        return fareAmount;
    }

    /** TLC {@code extra}. */
    public double extra() {
        return extra;
    }

    /** TLC {@code mta_tax}. */
    public double mtaTax() {
        return mtaTax;
    }

    /** TLC {@code tip_amount}. */
    public double tipAmount() {
        return tipAmount;
    }

    /** TLC {@code tolls_amount}. */
    public double tollsAmount() {
        return tollsAmount;
    }

    /** TLC {@code improvement_surcharge}. */
    public double improvementSurcharge() {
        return improvementSurcharge;
    }

    /** TLC {@code total_amount}. */
    public double totalAmount() {
        return totalAmount;
    }

    /** TLC {@code congestion_surcharge}; null when blank. */
    public Double congestionSurcharge() {
        return congestionSurcharge;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Trip)) {
            return false;
        }
        Trip t = (Trip) o;
        return puLocationId == t.puLocationId
                && doLocationId == t.doLocationId
                && Double.compare(tripDistance, t.tripDistance) == 0
                && Double.compare(fareAmount, t.fareAmount) == 0
                && Double.compare(extra, t.extra) == 0
                && Double.compare(mtaTax, t.mtaTax) == 0
                && Double.compare(tipAmount, t.tipAmount) == 0
                && Double.compare(tollsAmount, t.tollsAmount) == 0
                && Double.compare(improvementSurcharge, t.improvementSurcharge) == 0
                && Double.compare(totalAmount, t.totalAmount) == 0
                && pickup.equals(t.pickup)
                && dropoff.equals(t.dropoff)
                && Objects.equals(vendorId, t.vendorId)
                && Objects.equals(passengerCount, t.passengerCount)
                && Objects.equals(ratecodeId, t.ratecodeId)
                && Objects.equals(storeAndFwdFlag, t.storeAndFwdFlag)
                && Objects.equals(paymentType, t.paymentType)
                && Objects.equals(congestionSurcharge, t.congestionSurcharge);
    }

    @Override
    public int hashCode() {
        return Objects.hash(vendorId, pickup, dropoff, passengerCount, tripDistance, ratecodeId,
                storeAndFwdFlag, puLocationId, doLocationId, paymentType, fareAmount, extra, mtaTax,
                tipAmount, tollsAmount, improvementSurcharge, totalAmount, congestionSurcharge);
    }

    @Override
    public String toString() {
        return "Trip[vendorId=" + vendorId + ", pickup=" + pickup + ", dropoff=" + dropoff
                + ", passengerCount=" + passengerCount + ", tripDistance=" + tripDistance
                + ", ratecodeId=" + ratecodeId + ", storeAndFwdFlag=" + storeAndFwdFlag
                + ", puLocationId=" + puLocationId + ", doLocationId=" + doLocationId
                + ", paymentType=" + paymentType + ", fareAmount=" + fareAmount + ", extra=" + extra
                + ", mtaTax=" + mtaTax + ", tipAmount=" + tipAmount + ", tollsAmount=" + tollsAmount
                + ", improvementSurcharge=" + improvementSurcharge + ", totalAmount=" + totalAmount
                + ", congestionSurcharge=" + congestionSurcharge + "]";
    }
}
