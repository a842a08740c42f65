package persistencebench.write.hibernate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import persistencebench.model.taxi.Trip;

/**
 * A trip as a Hibernate entity, mapped to the same {@code trip} table the JDBC loaders fill (the domain
 * {@link Trip} carries no annotations). The id is assigned, the trip's position in the CSV like the JDBC
 * loaders use: an IDENTITY id would silently switch JDBC insert batching off.
 */
@Entity
@Table(name = "trip")
public class TripEntity {
    @Id
    private long id;
    @Column(name = "vendor_id")
    private Integer vendorId;
    @Column(name = "pickup", nullable = false)
    private LocalDateTime pickup;
    @Column(name = "dropoff", nullable = false)
    private LocalDateTime dropoff;
    @Column(name = "passenger_count")
    private Integer passengerCount;
    @Column(name = "trip_distance", nullable = false)
    private double tripDistance;
    @Column(name = "ratecode_id")
    private Integer ratecodeId;
    @Column(name = "store_and_fwd_flag", length = 1)
    private String storeAndFwdFlag;
    @Column(name = "pu_location_id", nullable = false)
    private int puLocationId;
    @Column(name = "do_location_id", nullable = false)
    private int doLocationId;
    @Column(name = "payment_type")
    private Integer paymentType;
    @Column(name = "fare_amount", nullable = false)
    private double fareAmount;
    @Column(name = "extra", nullable = false)
    private double extra;
    @Column(name = "mta_tax", nullable = false)
    private double mtaTax;
    @Column(name = "tip_amount", nullable = false)
    private double tipAmount;
    @Column(name = "tolls_amount", nullable = false)
    private double tollsAmount;
    @Column(name = "improvement_surcharge", nullable = false)
    private double improvementSurcharge;
    @Column(name = "total_amount", nullable = false)
    private double totalAmount;
    @Column(name = "congestion_surcharge")
    private Double congestionSurcharge;

    /** For Hibernate. */
    protected TripEntity() {
    }

    public TripEntity(long id, Trip trip) {
        this.id = id;
        this.vendorId = trip.vendorId();
        this.pickup = trip.pickup();
        this.dropoff = trip.dropoff();
        this.passengerCount = trip.passengerCount();
        this.tripDistance = trip.tripDistance();
        this.ratecodeId = trip.ratecodeId();
        this.storeAndFwdFlag = trip.storeAndFwdFlag();
        this.puLocationId = trip.puLocationId();
        this.doLocationId = trip.doLocationId();
        this.paymentType = trip.paymentType();
        this.fareAmount = trip.fareAmount();
        this.extra = trip.extra();
        this.mtaTax = trip.mtaTax();
        this.tipAmount = trip.tipAmount();
        this.tollsAmount = trip.tollsAmount();
        this.improvementSurcharge = trip.improvementSurcharge();
        this.totalAmount = trip.totalAmount();
        this.congestionSurcharge = trip.congestionSurcharge();
    }

    public long id() {
        return id;
    }

    /** The trip this row holds. */
    public Trip trip() {
        return new Trip(vendorId, pickup, dropoff, passengerCount, tripDistance, ratecodeId, storeAndFwdFlag, puLocationId, doLocationId,
                paymentType, fareAmount, extra, mtaTax, tipAmount, tollsAmount, improvementSurcharge, totalAmount, congestionSurcharge);
    }
}
