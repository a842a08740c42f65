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
import persistencebench.write.readback.ReadBackPhases;

/**
 * Runs the single-operation phases on what a sample stored, after its read-back and before its proof: the store opened
 * anew for operations (timed as {@code openMillis}), then every phase of the plan in order, each operation timed on its
 * own and recorded per operation kind ({@link OperationLatencies}). As in the read-back, the first tenth of every
 * phase's operations warm the JIT and the store and are not recorded, but they run and count like the rest. A read
 * must find its trip and an update or delete must find the trip it names; every phase's read answers must have the
 * digest {@link SingleOpsReference} computed. The store's final state is proven afterwards by the sample's own proof
 * ({@link SingleOpsSpec#asLoaded}).
 */
public final class SingleOpsPhases {

    private SingleOpsPhases() {
    }

    /**
     * @param metrics receives {@code operationsPerPhase}, {@code openMillis} and per phase its latencies per operation kind
     *                and, where it reads, {@code digestOk}
     * @throws VerificationException when an operation misses its trip or a phase's answers differ; {@code metrics} then
     *                               holds what was measured
     */
    public static Map<String, Object> run(SingleOpsSource source, SingleOpsSpec spec, Map<String, Object> metrics) throws Exception {
        Map<SingleOpsPhase, List<SingleOp>> sequence = spec.plan().sequence();
        metrics.put("operationsPerPhase", spec.plan().operations());
        long start = System.nanoTime();
        try (TripOperations operations = source.openOperations()) {
            metrics.put("openMillis", Math.round((System.nanoTime() - start) / 1e4) / 100.0);
            for (Map.Entry<SingleOpsPhase, List<SingleOp>> phase : sequence.entrySet()) {
                Map<String, Object> result = new LinkedHashMap<>();
                metrics.put(phase.getKey().key(), result);
                RowDigest answers = run(operations, phase.getKey(), phase.getValue(), result);
                if (answers.rows() > 0) {
                    String difference = answers.describeDifference(spec.answers(phase.getKey()));
                    result.put("digestOk", difference.isEmpty());
                    if (!difference.isEmpty()) {
                        throw new VerificationException("the singleOps " + phase.getKey().key() + " reads answered other trips than expected: "
                                + difference);
                    }
                }
            }
        }
        return metrics;
    }

    /** One phase: its operations in order, latencies per kind into {@code result}; returns the digest of its reads' answers. */
    private static RowDigest run(TripOperations operations, SingleOpsPhase phase, List<SingleOp> plan, Map<String, Object> result)
            throws Exception {
        Map<SingleOp.Kind, OperationLatencies> latencies = new EnumMap<>(SingleOp.Kind.class);
        RowDigest answers = TripRows.digest();
        int warmups = plan.size() / ReadBackPhases.WARMUP_DIVISOR;
        for (int i = 0; i < plan.size(); i++) {
            SingleOp operation = plan.get(i);
            OperationLatencies clock = latencies.computeIfAbsent(operation.kind(), kind -> new OperationLatencies());
            long begin = clock.now();
            Object outcome = execute(operations, operation);
            if (i >= warmups) {
                clock.recordSince(begin);
            }
            check(phase, operation, outcome);
            if (outcome instanceof Trip trip) {
                TripRows.add(answers, trip);
            }
        }
        latencies.forEach((kind, clock) -> result.put(kind.key(), clock.summary()));
        result.put("warmups", warmups);
        return answers;
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

    private static void check(SingleOpsPhase phase, SingleOp operation, Object outcome) throws VerificationException {
        if (outcome == null || Boolean.FALSE.equals(outcome)) {
            throw new VerificationException("singleOps " + phase.key() + ": the store has no trip " + operation.id() + " to "
                    + operation.kind().key() + ", although the operations before left one there");
        }
    }
}
