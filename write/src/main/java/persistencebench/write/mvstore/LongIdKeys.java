package persistencebench.write.mvstore;

import org.h2.mvstore.type.DataType;
import org.h2.mvstore.type.LongDataType;
import persistencebench.write.kv.TripKeys;

/**
 * The trip ids stored as {@link LongDataType} keys: a variable-length long on disk (1 to 4 bytes for the ids of a
 * month of trips instead of 8 plus a length) and a primitive comparison in the B-tree.
 */
final class LongIdKeys implements MvStoreKeys<Long> {

    @Override
    public DataType<Long> type() {
        return LongDataType.INSTANCE;
    }

    @Override
    public Long of(byte[] tripKey) {
        return TripKeys.id(tripKey);
    }

    @Override
    public byte[] tripKey(Long key) {
        return TripKeys.key(key);
    }
}
