package persistencebench.write.mvstore;

import org.h2.mvstore.type.DataType;

/**
 * How an MVStore map keeps the trip keys: the key {@link DataType} the map is opened with, and the conversions from and
 * to the shared 8-byte key ({@link persistencebench.write.kv.TripKeys}).
 *
 * @param <K> the map's key class
 */
interface MvStoreKeys<K> {

    /** The data type that serializes and orders the map's keys. */
    DataType<K> type();

    /** The map key for a trip key. */
    K of(byte[] tripKey);

    /** The trip key for a map key. */
    byte[] tripKey(K key);
}
