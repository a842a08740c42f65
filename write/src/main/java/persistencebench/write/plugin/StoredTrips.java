package persistencebench.write.plugin;

import persistencebench.model.taxi.RowDigest;

/**
 * What a store holds after a sample, as read back from the store itself.
 *
 * @param digest    the store's digest of its rows (computed by its SQL, or over its reopened objects)
 * @param diskBytes bytes on disk: storage files, or table with indexes and out-of-line storage
 */
public record StoredTrips(RowDigest digest, long diskBytes) {
}
