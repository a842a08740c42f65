package persistencebench.write.readback;

import java.util.SplittableRandom;

/**
 * Ids 1..n drawn from a scrambled zipfian distribution in the manner of YCSB (Gray et al., "Quickly generating
 * billion-record synthetic databases"; YCSB's default constant 0.99): a few ids are read very often, and an FNV hash of
 * the popularity rank spreads the popular ones over the whole id range instead of bunching them at the front. Unlike
 * YCSB's {@code ScrambledZipfianGenerator}, which draws ranks over 10^10 items and folds them onto n, the ranks here are
 * drawn over the n ids themselves, so the skew is exactly zipfian over n.
 */
public final class ZipfianIds {
    static final double THETA = 0.99;
    private static final long FNV_OFFSET = 0xCBF29CE484222325L;
    private static final long FNV_PRIME = 1099511628211L;

    private final long n;
    private final double alpha;
    private final double zetan;
    private final double eta;
    private final SplittableRandom random;

    /** Ids 1..{@code n}, drawn by a generator seeded with {@code seed}. */
    public ZipfianIds(long n, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("zipfian ids need at least one id, not " + n);
        }
        this.n = n;
        this.random = new SplittableRandom(seed);
        this.alpha = 1.0 / (1.0 - THETA);
        this.zetan = zeta(n);
        double zeta2 = zeta(Math.min(2, n));
        this.eta = (1 - Math.pow(2.0 / n, 1 - THETA)) / (1 - zeta2 / zetan);
    }

    /** The next id, in 1..n. */
    public long next() {
        return 1 + Math.floorMod(fnv(rank()), n);
    }

    /** A 0-based popularity rank: 0 is the most frequent. */
    private long rank() {
        double u = random.nextDouble();
        double uz = u * zetan;
        if (uz < 1.0) {
            return 0;
        }
        if (uz < 1.0 + Math.pow(0.5, THETA)) {
            return Math.min(1, n - 1);
        }
        return Math.min(n - 1, (long) (n * Math.pow(eta * u - eta + 1, alpha)));
    }

    private static double zeta(long count) {
        double sum = 0;
        for (long i = 1; i <= count; i++) {
            sum += 1 / Math.pow(i, THETA);
        }
        return sum;
    }

    /** FNV-1a over the rank's 8 bytes, as YCSB scrambles. */
    private static long fnv(long value) {
        long hash = FNV_OFFSET;
        for (int i = 0; i < Long.BYTES; i++) {
            hash ^= value & 0xFF;
            hash *= FNV_PRIME;
            value >>>= 8;
        }
        return hash;
    }
}
