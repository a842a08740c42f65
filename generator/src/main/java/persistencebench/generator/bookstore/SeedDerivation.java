package persistencebench.generator.bookstore;

import java.util.SplittableRandom;

/**
 * Derives independent, reproducible seeds from the dataset seed, one per generation step (the genres, each
 * country, each year of purchases). Each step owns its own {@link java.util.Random}, so a step's output
 * depends only on the dataset seed and the step, never on how much randomness earlier steps consumed.
 */
final class SeedDerivation {
    static final long GENRES = 1;
    static final long COUNTRY = 2;
    static final long PURCHASES = 3;

    private SeedDerivation() {
    }

    /** A well-mixed seed for step {@code (purpose, index)} of the dataset with seed {@code seed}. */
    static long derive(long seed, long purpose, long index) {
        // SplittableRandom's first nextLong() is the SplitMix64 finaliser of its seed: a good 64-bit mixer.
        long perPurpose = new SplittableRandom(seed ^ (purpose * 0x9E3779B97F4A7C15L)).nextLong();
        return new SplittableRandom(perPurpose + index).nextLong();
    }
}
