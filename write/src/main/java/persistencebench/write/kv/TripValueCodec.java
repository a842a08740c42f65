package persistencebench.write.kv;

import java.nio.ByteBuffer;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import persistencebench.model.taxi.Trip;
import persistencebench.write.objectgraph.TripRecordLayout;

/**
 * The one binary value every key-value engine stores a trip as: the tuned object-graph handlers' fixed-length
 * record ({@link TripRecordLayout}, {@value #LENGTH} bytes, big-endian), so the engines differ only in how they store
 * bytes, never in what they store. Every value round-trips exactly.
 */
public final class TripValueCodec {
    /** Bytes of every encoded trip. */
    public static final int LENGTH = (int) TripRecordLayout.LENGTH;

    private TripValueCodec() {
    }

    /** A new array holding {@code trip}'s record. */
    public static byte[] encode(Trip trip) {
        byte[] value = new byte[LENGTH];
        encode(trip, ByteBuffer.wrap(value));
        return value;
    }

    /** Writes {@code trip}'s record at {@code target}'s position and advances it by {@value #LENGTH} bytes. */
    public static void encode(Trip trip, ByteBuffer target) {
        target.putLong(trip.pickup().toEpochSecond(ZoneOffset.UTC));
        target.putLong(trip.dropoff().toEpochSecond(ZoneOffset.UTC));
        target.putInt(trip.pickup().getNano());
        target.putInt(trip.dropoff().getNano());
        for (double d : TripRecordLayout.doubles(trip)) {
            target.putLong(Double.doubleToRawLongBits(d));
        }
        for (int i : TripRecordLayout.ints(trip)) {
            target.putInt(i);
        }
        target.putInt(TripRecordLayout.nullsAndFlag(trip));
    }

    /**
     * The trip in {@code value}.
     *
     * @throws IllegalArgumentException when the value is not a trip record
     */
    public static Trip decode(byte[] value) {
        if (value.length != LENGTH) {
            throw new IllegalArgumentException("a stored trip value has " + LENGTH + " bytes, this one " + value.length);
        }
        return decode(ByteBuffer.wrap(value));
    }

    /** The trip at {@code source}'s position, which advances by {@value #LENGTH} bytes. */
    public static Trip decode(ByteBuffer source) {
        long pickupSecond = source.getLong();
        long dropoffSecond = source.getLong();
        LocalDateTime pickup = LocalDateTime.ofEpochSecond(pickupSecond, source.getInt(), ZoneOffset.UTC);
        LocalDateTime dropoff = LocalDateTime.ofEpochSecond(dropoffSecond, source.getInt(), ZoneOffset.UTC);
        double[] doubles = new double[TripRecordLayout.DOUBLE_COUNT];
        for (int i = 0; i < doubles.length; i++) {
            doubles[i] = Double.longBitsToDouble(source.getLong());
        }
        int[] ints = new int[TripRecordLayout.INT_COUNT];
        for (int i = 0; i < ints.length; i++) {
            ints[i] = source.getInt();
        }
        return TripRecordLayout.trip(pickup, dropoff, doubles, ints, source.getInt());
    }
}
