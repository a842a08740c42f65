package persistencebench.write.singleops;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;

/**
 * Runs the single-operation phases on what a sample stored, after its read-back and before its proof: the store opened
 * anew for operations (timed as {@code openMillis}), then the plan's warm-up, untimed and the same for every store
 * ({@link SingleOpsPlan#warmup()}), then the store's quiesce, untimed ({@link TripOperations#quiesce()}), then every
 * phase of the plan in order, each operation timed on its own and recorded per operation kind
 * ({@link OperationLatencies}). A read must find its trip and an update or delete must find the trip it names; the
 * warm-up's and every phase's read answers must have the digest {@link SingleOpsReference} computed, and right after
 * the inserts every inserted trip must be found under its id. The store's final state is proven afterwards by the
 * sample's own proof ({@link SingleOpsSpec#asLoaded}).
 */
public final class SingleOpsPhases {

    private SingleOpsPhases() {
    }

    /**
     * @param metrics receives {@code operationsPerPhase}, {@code openMillis}, {@code warmupOperations}, {@code quiesce}
     *                (what the store did) and {@code quiesceMillis}, and per phase its latencies per operation kind and,
     *                where it reads, {@code digestOk}
     * @throws VerificationException when an operation misses its trip or the answers of the warm-up or of a phase differ;
     *                               {@code metrics} then holds what was measured
     */
    public static Map<String, Object> run(SingleOpsSource source, SingleOpsSpec spec, Map<String, Object> metrics) throws Exception {
        Map<SingleOpsPhase, List<SingleOp>> sequence = spec.plan().sequence();
        List<SingleOp> warmup = spec.plan().warmup();
        metrics.put("operationsPerPhase", spec.plan().operations());
        long start = System.nanoTime();
        try (TripOperations operations = source.openOperations()) {
            metrics.put("openMillis", millisSince(start));
            metrics.put("warmupOperations", warmup.size());
            checkAnswers(SingleOpsPlan.WARMUP, run(operations, SingleOpsPlan.WARMUP, warmup, null), spec, new LinkedHashMap<>());
            long quiesce = System.nanoTime();
            metrics.put("quiesce", operations.quiesce());
            metrics.put("quiesceMillis", millisSince(quiesce));
            for (Map.Entry<SingleOpsPhase, List<SingleOp>> phase : sequence.entrySet()) {
                Map<String, Object> result = new LinkedHashMap<>();
                metrics.put(phase.getKey().key(), result);
                Map<SingleOp.Kind, OperationLatencies> latencies = new EnumMap<>(SingleOp.Kind.class);
                RowDigest answers = run(operations, phase.getKey().key(), phase.getValue(), latencies);
                latencies.forEach((kind, clock) -> result.put(kind.key(), clock.summary()));
                checkAnswers(phase.getKey().key(), answers, spec, result);
                if (phase.getKey() == SingleOpsPhase.INSERT) {
                    result.put("idsVerified", checkInserted(operations, phase.getValue()));
                }
            }
        }
        return metrics;
    }

    /**
     * One phase or the warm-up: its operations in order, each timed into {@code latencies} by its kind (nothing timed
     * when {@code latencies} is null); returns the digest of its reads' answers.
     */
    private static RowDigest run(TripOperations operations, String name, List<SingleOp> plan, Map<SingleOp.Kind, OperationLatencies> latencies)
            throws Exception {
        RowDigest answers = TripRows.digest();
        for (SingleOp operation : plan) {
            Object outcome;
            if (latencies == null) {
                outcome = execute(operations, operation);
            } else {
                OperationLatencies clock = latencies.computeIfAbsent(operation.kind(), kind -> new OperationLatencies());
                long begin = clock.now();
                outcome = execute(operations, operation);
                clock.recordSince(begin);
            }
            check(name, operation, outcome);
            if (outcome instanceof Trip trip) {
                TripRows.add(answers, operation.id(), trip);
            }
        }
        return answers;
    }

    /**
     * Untimed, right after the insert phase: every inserted trip read back by its id must have exactly the values it was
     * inserted with. The final-state proof reads the store as a whole (its SQL, its entries, its reopened graph), not
     * through the store's lookup by id, and no later phase reads an inserted id: this is the one check that an inserted
     * trip can be found where it was put.
     *
     * @return the ids verified
     */
    private static int checkInserted(TripOperations operations, List<SingleOp> inserts) throws Exception {
        for (SingleOp insert : inserts) {
            Trip stored = operations.get(insert.id());
            if (stored == null) {
                throw new VerificationException("singleOps insert: the store has no trip under the inserted id " + insert.id());
            }
            String difference = digestOf(insert.id(), stored).describeDifference(digestOf(insert.id(), insert.trip()));
            if (!difference.isEmpty()) {
                throw new VerificationException("singleOps insert: the trip under the inserted id " + insert.id()
                        + " has other values than were inserted: " + difference);
            }
        }
        return inserts.size();
    }

    private static RowDigest digestOf(long id, Trip trip) {
        RowDigest digest = TripRows.digest();
        TripRows.add(digest, id, trip);
        return digest;
    }

    /** Records in {@code result} whether reads answered as expected, and fails when they did not. */
    private static void checkAnswers(String name, RowDigest answers, SingleOpsSpec spec, Map<String, Object> result) throws VerificationException {
        if (answers.rows() == 0) {
            return;
        }
        String difference = answers.describeDifference(spec.answers(name));
        result.put("digestOk", difference.isEmpty());
        if (!difference.isEmpty()) {
            throw new VerificationException("the singleOps " + name + " reads answered other trips than expected: " + difference);
        }
    }

    private static double millisSince(long startNanos) {
        return Math.round((System.nanoTime() - startNanos) / 1e4) / 100.0;
    }

    /** The operation on the store: a read's trip, or whether an update found its trip (true for an insert or a delete). */
    private static Object execute(TripOperations operations, SingleOp operation) throws Exception {
        return switch (operation.kind()) {
            case INSERT -> {
                operations.insert(operation.id(), operation.trip());
                yield Boolean.TRUE;
            }
            case READ -> operations.get(operation.id());
            case UPDATE -> operations.updateFare(operation.id(), operation.fareAmount());
            case DELETE -> {
                operations.delete(operation.id());
                yield Boolean.TRUE;
            }
        };
    }

    private static void check(String name, SingleOp operation, Object outcome) throws VerificationException {
        if (outcome == null || Boolean.FALSE.equals(outcome)) {
            throw new VerificationException("singleOps " + name + ": the store has no trip " + operation.id() + " to "
                    + operation.kind().key() + ", although the operations before left one there");
        }
    }
}
