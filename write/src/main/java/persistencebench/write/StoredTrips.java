package persistencebench.write;

import persistencebench.model.trip.TripChecksum;

/**
 * What a store holds after a load, as read back from the store itself.
 *
 * @param checksum  count and checksum of the stored trips
 * @param diskBytes size of the store on disk (storage directory, or {@code pg_total_relation_size})
 */
public record StoredTrips(TripChecksum checksum, long diskBytes) {
}
