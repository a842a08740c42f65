package persistencebench.write.kv;

import java.util.SplittableRandom;

/** The order a variant puts its keys in. */
public enum KeyOrder {
    /** Ids 1, 2, 3, ... as the CSV delivers the trips: what a bulk load does. */
    ASCENDING("ascending ids, streamed"),
    /**
     * Every trip's value first encoded into memory, then one put per key in a seeded random order of the ids: how the
     * KV reference wrote (its keys were hashes of seeded random numbers). The buffering is timed with the rest.
     */
    SEEDED_RANDOM("seeded random order of the ids");

    private final String description;

    KeyOrder(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The 0-based indexes {@code 0..n-1} in a random order fixed by {@code seed} (Fisher-Yates). */
    static int[] permutation(int n, long seed) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }
}
