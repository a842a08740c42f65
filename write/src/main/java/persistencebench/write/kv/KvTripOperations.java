package persistencebench.write.kv;

import java.io.IOException;
import persistencebench.model.taxi.Trip;
import persistencebench.write.singleops.TripFares;
import persistencebench.write.singleops.TripOperations;

/**
 * A key-value engine's single operations seen as trips by id, through the shared codecs. An engine's value is opaque,
 * so a fare update reads the trip, changes it and writes it back whole, as YCSB's key-value bindings update a field.
 */
final class KvTripOperations implements TripOperations {
    private final KvOperations operations;

    KvTripOperations(KvOperations operations) {
        this.operations = operations;
    }

    @Override
    public void insert(long id, Trip trip) throws Exception {
        operations.put(TripKeys.key(id), TripValueCodec.encode(trip));
    }

    @Override
    public Trip get(long id) throws Exception {
        byte[] value = operations.get(TripKeys.key(id));
        return value == null ? null : TripValueCodec.decode(value);
    }

    @Override
    public boolean updateFare(long id, double fareAmount) throws Exception {
        byte[] key = TripKeys.key(id);
        byte[] value = operations.get(key);
        if (value == null) {
            return false;
        }
        operations.put(key, TripValueCodec.encode(TripFares.withFare(TripValueCodec.decode(value), fareAmount)));
        return true;
    }

    @Override
    public void delete(long id) throws Exception {
        operations.delete(TripKeys.key(id));
    }

    @Override
    public String quiesce() throws Exception {
        return operations.quiesce();
    }

    @Override
    public void close() throws IOException {
        operations.close();
    }
}
