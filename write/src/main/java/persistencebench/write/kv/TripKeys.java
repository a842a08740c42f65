package persistencebench.write.kv;

/**
 * The key every key-value engine stores a trip under: its id (the 1-based position of the trip in the CSV, as in the
 * SQL trip table) as 8 big-endian bytes, so engines that order keys bytewise keep them in id order and a range of
 * ids is a range of keys.
 */
public final class TripKeys {
    /** Bytes of every key. */
    public static final int LENGTH = Long.BYTES;

    private TripKeys() {
    }

    /** A new array holding {@code id}'s key. */
    public static byte[] key(long id) {
        byte[] key = new byte[LENGTH];
        for (int i = LENGTH - 1; i >= 0; i--) {
            key[i] = (byte) id;
            id >>>= 8;
        }
        return key;
    }

    /**
     * The id in {@code key}.
     *
     * @throws IllegalArgumentException when the key is not a trip key
     */
    public static long id(byte[] key) {
        if (key.length != LENGTH) {
            throw new IllegalArgumentException("a trip key has " + LENGTH + " bytes, this one " + key.length);
        }
        long id = 0;
        for (byte b : key) {
            id = (id << 8) | (b & 0xFF);
        }
        return id;
    }
}
