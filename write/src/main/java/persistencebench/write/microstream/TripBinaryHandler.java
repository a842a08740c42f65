package persistencebench.write.microstream;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import one.microstream.persistence.binary.internal.AbstractBinaryHandlerCustomValueFixedLength;
import one.microstream.persistence.binary.types.Binary;
import one.microstream.persistence.types.PersistenceLoadHandler;
import one.microstream.persistence.types.PersistenceStoreHandler;
import persistencebench.model.taxi.Trip;
import persistencebench.write.objectgraph.TripRecordLayout;

/**
 * Stores a {@link Trip} as one fixed-length record ({@link TripRecordLayout}). Stored by reflection, a trip
 * is eight entities (the trip, two {@code LocalDateTime}s with a {@code LocalDate} and a {@code LocalTime}
 * each, a boxed {@code Double}), and each costs an object-registry entry, a storer slot and an entity
 * header; this handler makes it one. A custom type handler is MicroStream's documented way to do that.
 */
public final class TripBinaryHandler extends AbstractBinaryHandlerCustomValueFixedLength<Trip, Trip> {

    public TripBinaryHandler() {
        super(Trip.class, CustomFields(
                CustomField(long.class, "pickupEpochSecond"),
                CustomField(long.class, "dropoffEpochSecond"),
                CustomField(int.class, "pickupNano"),
                CustomField(int.class, "dropoffNano"),
                CustomField(double.class, "tripDistance"),
                CustomField(double.class, "fareAmount"),
                CustomField(double.class, "extra"),
                CustomField(double.class, "mtaTax"),
                CustomField(double.class, "tipAmount"),
                CustomField(double.class, "tollsAmount"),
                CustomField(double.class, "improvementSurcharge"),
                CustomField(double.class, "totalAmount"),
                CustomField(double.class, "congestionSurcharge"),
                CustomField(int.class, "vendorId"),
                CustomField(int.class, "passengerCount"),
                CustomField(int.class, "ratecodeId"),
                CustomField(int.class, "puLocationId"),
                CustomField(int.class, "doLocationId"),
                CustomField(int.class, "paymentType"),
                CustomField(int.class, "nullsAndFlag")));
    }

    @Override
    public void store(Binary data, Trip trip, long objectId, PersistenceStoreHandler<Binary> handler) {
        data.storeEntityHeader(TripRecordLayout.LENGTH, typeId(), objectId);
        data.store_long(TripRecordLayout.PICKUP_SECOND, trip.pickup().toEpochSecond(ZoneOffset.UTC));
        data.store_long(TripRecordLayout.DROPOFF_SECOND, trip.dropoff().toEpochSecond(ZoneOffset.UTC));
        data.store_int(TripRecordLayout.PICKUP_NANO, trip.pickup().getNano());
        data.store_int(TripRecordLayout.DROPOFF_NANO, trip.dropoff().getNano());
        double[] doubles = TripRecordLayout.doubles(trip);
        for (int i = 0; i < doubles.length; i++) {
            data.store_double(TripRecordLayout.DOUBLES + (long) i * Double.BYTES, doubles[i]);
        }
        int[] ints = TripRecordLayout.ints(trip);
        for (int i = 0; i < ints.length; i++) {
            data.store_int(TripRecordLayout.INTS + (long) i * Integer.BYTES, ints[i]);
        }
        data.store_int(TripRecordLayout.NULLS_AND_FLAG, TripRecordLayout.nullsAndFlag(trip));
    }

    @Override
    public Trip create(Binary data, PersistenceLoadHandler handler) {
        double[] doubles = new double[TripRecordLayout.DOUBLE_COUNT];
        for (int i = 0; i < doubles.length; i++) {
            doubles[i] = data.read_double(TripRecordLayout.DOUBLES + (long) i * Double.BYTES);
        }
        int[] ints = new int[TripRecordLayout.INT_COUNT];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = data.read_int(TripRecordLayout.INTS + (long) i * Integer.BYTES);
        }
        return TripRecordLayout.trip(
                LocalDateTime.ofEpochSecond(data.read_long(TripRecordLayout.PICKUP_SECOND), data.read_int(TripRecordLayout.PICKUP_NANO), ZoneOffset.UTC),
                LocalDateTime.ofEpochSecond(data.read_long(TripRecordLayout.DROPOFF_SECOND), data.read_int(TripRecordLayout.DROPOFF_NANO), ZoneOffset.UTC),
                doubles, ints, data.read_int(TripRecordLayout.NULLS_AND_FLAG));
    }

    @Override
    public Trip getValidationStateFromInstance(Trip trip) {
        return trip;
    }

    @Override
    public Trip getValidationStateFromBinary(Binary data) {
        return create(data, null);
    }

    @Override
    public void validateState(Binary data, Trip trip, PersistenceLoadHandler handler) {
        Trip stored = create(data, handler);
        if (!stored.equals(trip)) {
            throwInconsistentStateException(trip, trip, stored);
        }
    }
}
