package persistencebench.write.singleops;

import persistencebench.model.taxi.Trip;

/** The one change the update operations make to a trip: its fare. */
public final class TripFares {

    private TripFares() {
    }

    /** {@code trip} with its fare amount set to {@code fareAmount}, every other column unchanged. */
    public static Trip withFare(Trip trip, double fareAmount) {
        return new Trip(trip.vendorId(), trip.pickup(), trip.dropoff(), trip.passengerCount(), trip.tripDistance(), trip.ratecodeId(),
                trip.storeAndFwdFlag(), trip.puLocationId(), trip.doLocationId(), trip.paymentType(), fareAmount, trip.extra(),
                trip.mtaTax(), trip.tipAmount(), trip.tollsAmount(), trip.improvementSurcharge(), trip.totalAmount(),
                trip.congestionSurcharge());
    }
}
