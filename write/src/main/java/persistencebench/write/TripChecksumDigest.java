package persistencebench.write;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import persistencebench.model.trip.TripChecksum;

/** A short, comparable fingerprint of a {@link TripChecksum}, recorded in every cell so cells can be compared. */
public final class TripChecksumDigest {

    private TripChecksumDigest() {
    }

    /** {@code sha256:} and the hex SHA-256 of the 20 components as big-endian longs. */
    public static String of(TripChecksum checksum) {
        long[] components = checksum.components();
        ByteBuffer bytes = ByteBuffer.allocate(components.length * Long.BYTES);
        for (long component : components) {
            bytes.putLong(component);
        }
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes.array()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
