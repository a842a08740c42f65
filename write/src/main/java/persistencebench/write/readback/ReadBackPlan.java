package persistencebench.write.readback;

import java.util.SplittableRandom;

/**
 * Which ids the read-back phases ask every store for, a pure function of the run's seed and trip count, so every
 * engine gets the same questions and the orchestrator can compute the answers from the CSV beforehand.
 *
 * @param seed       the run's seed
 * @param rows       trips stored, ids 1..rows
 * @param lookups    point reads per point phase
 * @param scans      range scans
 * @param scanLength consecutive ids per range scan (fewer when the store holds fewer trips)
 */
public record ReadBackPlan(long seed, long rows, int lookups, int scans, int scanLength) {
    /** Range scans per cell. */
    public static final int SCANS = 100;
    /** Consecutive ids per range scan. */
    public static final int SCAN_LENGTH = 1_000;

    public ReadBackPlan {
        if (rows < 1) {
            throw new IllegalArgumentException("a read-back needs stored trips, not " + rows);
        }
        scanLength = (int) Math.min(scanLength, rows);
    }

    /** The plan of a run storing {@code rows} trips with {@code lookups} point reads per phase. */
    public static ReadBackPlan of(long seed, long rows, int lookups) {
        return new ReadBackPlan(seed, rows, lookups, SCANS, SCAN_LENGTH);
    }

    /** Ids drawn uniformly from 1..rows. */
    public long[] uniformIds() {
        SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        long[] ids = new long[lookups];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = random.nextLong(1, rows + 1);
        }
        return ids;
    }

    /** Ids drawn from YCSB's scrambled zipfian distribution over 1..rows. */
    public long[] zipfianIds() {
        ZipfianIds zipfian = new ZipfianIds(rows, seed ^ 0x2545F4914F6CDD1DL);
        long[] ids = new long[lookups];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = zipfian.next();
        }
        return ids;
    }

    /** The first id of every range scan, uniform over the ids a whole scan fits behind. */
    public long[] scanStarts() {
        SplittableRandom random = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
        long[] starts = new long[scans];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = random.nextLong(1, rows - scanLength + 2);
        }
        return starts;
    }
}
