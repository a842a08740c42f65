package persistencebench.write.hibernate;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import persistencebench.model.taxi.TripDetails;

/**
 * The study's Hibernate entity: {@code @Entity @Table(name = "trip_details")}, an assigned {@code String tripId}
 * and the other fields of its {@code TripDetailsData} with their types and names, which Hibernate maps to columns
 * of the same (unquoted) names, as the study's mapping did.
 */
@Entity
@Table(name = "trip_details")
public class TripDetailsEntity {
    @Id
    private String tripId;
    private String vendorId;
    private LocalDateTime pickupDateTime;
    private LocalDateTime dropoffDateTime;
    private byte passengerCount;
    private float distance;
    private byte rateCodeId;
    private char storeAndFwdFlag;
    private String pickupLocationId;
    private String dropoffLocationId;
    private byte paymentType;
    private float fareAmount;
    private float extraAmount;
    private float mtaTax;
    private float tipAmount;
    private float tollAmount;
    private float improvementSurcharge;
    private float totalAmount;
    private float congestionSurcharge;

    /** For Hibernate. */
    protected TripDetailsEntity() {
    }

    public TripDetailsEntity(TripDetails d) {
        this.tripId = d.tripId();
        this.vendorId = d.vendorId();
        this.pickupDateTime = d.pickupDateTime();
        this.dropoffDateTime = d.dropoffDateTime();
        this.passengerCount = d.passengerCount();
        this.distance = d.distance();
        this.rateCodeId = d.rateCodeId();
        this.storeAndFwdFlag = d.storeAndFwdFlag();
        this.pickupLocationId = d.pickupLocationId();
        this.dropoffLocationId = d.dropoffLocationId();
        this.paymentType = d.paymentType();
        this.fareAmount = d.fareAmount();
        this.extraAmount = d.extraAmount();
        this.mtaTax = d.mtaTax();
        this.tipAmount = d.tipAmount();
        this.tollAmount = d.tollAmount();
        this.improvementSurcharge = d.improvementSurcharge();
        this.totalAmount = d.totalAmount();
        this.congestionSurcharge = d.congestionSurcharge();
    }

    public String tripId() {
        return tripId;
    }
}
