package persistencebench.write.mvstore;

import org.h2.mvstore.type.ByteArrayDataType;
import org.h2.mvstore.type.DataType;

/**
 * The 8-byte trip keys stored as they are, as {@link ByteArrayDataType} values: it compares arrays unsigned and
 * lexicographically, so the big-endian keys stay in id order.
 */
final class ByteArrayKeys implements MvStoreKeys<byte[]> {

    @Override
    public DataType<byte[]> type() {
        return ByteArrayDataType.INSTANCE;
    }

    @Override
    public byte[] of(byte[] tripKey) {
        return tripKey;
    }

    @Override
    public byte[] tripKey(byte[] key) {
        return key;
    }
}
