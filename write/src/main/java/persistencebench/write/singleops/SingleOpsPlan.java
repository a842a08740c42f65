package persistencebench.write.singleops;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import persistencebench.model.taxi.Trip;
import persistencebench.write.readback.ZipfianIds;

/**
 * The operations every store runs after its sample, a pure function of the run's seed, the trip count and the operation
 * count, so every backend runs the same sequence and the orchestrator can compute the expected answers and final state
 * from the CSV beforehand ({@link SingleOpsReference}). Before the phases an unmeasured warm-up ({@link #warmup()})
 * runs every kind of operation with no effect on the final state. Inserts add trips under ids {@code rows + 1 ..};
 * finds and updates pick stored ids by YCSB's scrambled zipfian distribution; deletes pick distinct uniform stored ids
 * (a zipfian pick would delete the same hot trip over and over); the mixes draw zipfian ids again, a deleted one drawn
 * anew.
 *
 * @param seed       the run's seed
 * @param rows       trips stored, ids 1..rows
 * @param operations operations per phase
 */
public record SingleOpsPlan(long seed, long rows, int operations) {
    /** The name the warm-up's read answers go by beside the phases' keys ({@link SingleOpsSpec#answers}). */
    public static final String WARMUP = "warmup";
    /** Operations in one warm-up round: insert, find, update, delete. */
    private static final int WARMUP_ROUND = 4;
    private static final LocalDateTime FIRST_PICKUP = LocalDateTime.of(2021, 7, 31, 23, 0);

    public SingleOpsPlan {
        if (rows <= operations) {
            throw new IllegalArgumentException("single operations need more stored trips than operations per phase: " + rows + " trips, "
                    + operations + " operations");
        }
    }

    /** Every phase's operations, in the order they run. */
    public Map<SingleOpsPhase, List<SingleOp>> sequence() {
        Map<SingleOpsPhase, List<SingleOp>> sequence = new EnumMap<>(SingleOpsPhase.class);
        SplittableRandom fares = new SplittableRandom(seed ^ 0x3C6EF372FE94F82BL);
        List<SingleOp> inserts = new ArrayList<>(operations);
        for (int i = 0; i < operations; i++) {
            inserts.add(SingleOp.insert(rows + 1 + i, newTrip(i)));
        }
        sequence.put(SingleOpsPhase.INSERT, inserts);
        sequence.put(SingleOpsPhase.FIND, zipfian(0x6A09E667F3BCC908L, Set.of(), 1.0, fares));
        sequence.put(SingleOpsPhase.UPDATE, zipfian(0x428A2F98D728AE22L, Set.of(), 0.0, fares));
        Set<Long> deleted = new HashSet<>();
        SplittableRandom uniform = new SplittableRandom(seed ^ 0x5DEECE66DL);
        List<SingleOp> deletes = new ArrayList<>(operations);
        while (deletes.size() < operations) {
            long id = uniform.nextLong(1, rows + 1);
            if (deleted.add(id)) {
                deletes.add(SingleOp.delete(id));
            }
        }
        sequence.put(SingleOpsPhase.DELETE, deletes);
        sequence.put(SingleOpsPhase.MIX_A, zipfian(0xBB67AE8584CAA73BL, deleted, SingleOpsPhase.MIX_A.readShare(), fares));
        sequence.put(SingleOpsPhase.MIX_B, zipfian(0xA54FF53A5F1D36F1L, deleted, SingleOpsPhase.MIX_B.readShare(), fares));
        sequence.put(SingleOpsPhase.MIX_C, zipfian(0x510E527FADE682D1L, deleted, SingleOpsPhase.MIX_C.readShare(), fares));
        return sequence;
    }

    /**
     * The warm-up every store runs, untimed, before the phases, so no store's first measured operations pay for its cold
     * caches (Hibernate's query plans, the driver's server-side prepare after its threshold, the JIT, an engine's block
     * cache): as many operations as a phase, in rounds of one each kind: insert a warm-up trip under an id above the
     * inserts' ones, find a stored trip (zipfian ids), set the warm-up trip's fare, delete it. Every round leaves the
     * store as it found it, so the final-state proof is unchanged; what a store does wrong in it is caught like in the
     * phases (a read's answers, a missing trip, a delete that kept its trip).
     */
    public List<SingleOp> warmup() {
        int rounds = Math.max(1, operations / WARMUP_ROUND);
        ZipfianIds stored = new ZipfianIds(rows, seed ^ 0x9B05688C2B3E6C1FL);
        SplittableRandom fares = new SplittableRandom(seed ^ 0x5BE0CD19137E2179L);
        List<SingleOp> warmup = new ArrayList<>(rounds * WARMUP_ROUND);
        for (int round = 0; round < rounds; round++) {
            long id = rows + operations + 1 + round;
            warmup.add(SingleOp.insert(id, newTrip(operations + round)));
            warmup.add(SingleOp.read(stored.next()));
            warmup.add(SingleOp.update(id, fares.nextInt(250, 10_000) / 100.0));
            warmup.add(SingleOp.delete(id));
        }
        return warmup;
    }

    /** Reads ({@code readShare} of them) and fare updates of zipfian stored ids, skipping {@code deleted} ones. */
    private List<SingleOp> zipfian(long salt, Set<Long> deleted, double readShare, SplittableRandom fares) {
        ZipfianIds ids = new ZipfianIds(rows, seed ^ salt);
        SplittableRandom kinds = new SplittableRandom(seed ^ salt ^ 0x1F83D9ABFB41BD6BL);
        List<SingleOp> operations = new ArrayList<>(this.operations);
        while (operations.size() < this.operations) {
            long id = ids.next();
            if (deleted.contains(id)) {
                continue;
            }
            operations.add(kinds.nextDouble() < readShare ? SingleOp.read(id) : SingleOp.update(id, fares.nextInt(250, 10_000) / 100.0));
        }
        return operations;
    }

    /**
     * The {@code index}-th inserted trip: plausible values at whole cents, a third of them with the blanks real TLC files
     * have (vendor, passenger count, rate code, flag, payment type and congestion surcharge), pickups in the last hour of
     * the month.
     */
    static Trip newTrip(int index) {
        boolean blanks = index % 3 == 0;
        LocalDateTime pickup = FIRST_PICKUP.plusSeconds(index * 7L % 3600);
        double fare = (250 + index % 5000) / 100.0;
        double tip = (index % 400) / 100.0;
        return new Trip(blanks ? null : 1 + index % 2, pickup, pickup.plusSeconds(240 + index % 1800), blanks ? null : 1 + index % 4,
                (30 + index % 2000) / 100.0, blanks ? null : 1, blanks ? null : "N", 1 + index % 263, 1 + index * 7 % 263,
                blanks ? null : 1 + index % 4, fare, 0.5, 0.5, tip, 0.0, 0.3, (Math.round(fare * 100) + 130 + Math.round(tip * 100)) / 100.0,
                blanks ? null : 2.5);
    }
}
