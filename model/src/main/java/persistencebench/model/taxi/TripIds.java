package persistencebench.model.taxi;

import java.util.UUID;

/**
 * The primary keys of the study's shape: a type-4 UUID per trip, as the study drew with {@code UUID.randomUUID()},
 * but reproducible: derived from the run's seed and the trip's 1-based row number with SplitMix64, so every cell
 * and the Java-side proof produce the same key for the same row. The keys still arrive in random order, so a
 * B-tree primary key pays the random inserts the study paid.
 */
public final class TripIds {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private TripIds() {
    }

    /** The UUID text of row {@code rowNumber} under {@code seed}, e.g. {@code 3f2c...-4...-8...}. */
    public static String uuid(long seed, long rowNumber) {
        long state = mix64(seed) ^ (rowNumber * GOLDEN_GAMMA);
        long most = mix64(state + GOLDEN_GAMMA);
        long least = mix64(state + 2 * GOLDEN_GAMMA);
        most = (most & ~0xF000L) | 0x4000L;
        least = (least & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(most, least).toString();
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
