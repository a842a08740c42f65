package persistencebench.write.singleops;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripCsvReader;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;

/**
 * The Java side of the single-operation proof: one untimed read of the CSV keeping the stored trips the plan touches,
 * then the plan applied to them in Java, operation by operation (the warm-up first, then the phases), giving for the
 * warm-up and per phase the digest its reads must answer with, and the operations' effect on the store's digest
 * ({@link SingleOpsSpec}).
 */
public final class SingleOpsReference {

    private SingleOpsReference() {
    }

    public static SingleOpsSpec expected(Path csv, BadRowPolicy badRows, SingleOpsPlan plan) throws IOException {
        Map<String, List<SingleOp>> sequence = new LinkedHashMap<>();
        sequence.put(SingleOpsPlan.WARMUP, plan.warmup());
        plan.sequence().forEach((phase, operations) -> sequence.put(phase.key(), operations));
        Set<Long> touched = new HashSet<>();
        sequence.values().forEach(operations -> operations.forEach(operation -> touched.add(operation.id())));
        Map<Long, Trip> loaded = new HashMap<>();
        long[] row = {0};
        new TripCsvReader(csv, badRows).read(trip -> {
            row[0]++;
            if (touched.contains(row[0])) {
                loaded.put(row[0], trip);
            }
        }, done -> { });
        if (row[0] != plan.rows()) {
            throw new IllegalStateException("the CSV " + csv + " has " + row[0] + " trips, the single-operation plan expects " + plan.rows());
        }
        Map<Long, Trip> state = new HashMap<>(loaded);
        Map<String, List<Long>> answers = new HashMap<>();
        sequence.forEach((name, operations) -> {
            RowDigest digest = TripRows.digest();
            for (SingleOp operation : operations) {
                apply(operation, state, digest);
            }
            answers.put(name, Arrays.stream(digest.components()).boxed().toList());
        });
        RowDigest added = TripRows.digest();
        RowDigest removed = TripRows.digest();
        for (long id : touched) {
            if (loaded.containsKey(id)) {
                TripRows.add(removed, id, loaded.get(id));
            }
            if (state.containsKey(id)) {
                TripRows.add(added, id, state.get(id));
            }
        }
        long[] effect = added.components();
        long[] minus = removed.components();
        for (int i = 0; i < effect.length; i++) {
            effect[i] = Math.subtractExact(effect[i], minus[i]);
        }
        return new SingleOpsSpec(plan, answers, Arrays.stream(effect).boxed().toList());
    }

    /** One operation on the Java-side state; a read adds its answer to {@code answers}. */
    private static void apply(SingleOp operation, Map<Long, Trip> state, RowDigest answers) {
        switch (operation.kind()) {
            case INSERT -> state.put(operation.id(), operation.trip());
            case READ -> TripRows.add(answers, operation.id(), present(state, operation));
            case UPDATE -> state.put(operation.id(), TripFares.withFare(present(state, operation), operation.fareAmount()));
            case DELETE -> {
                present(state, operation);
                state.remove(operation.id());
            }
        }
    }

    private static Trip present(Map<Long, Trip> state, SingleOp operation) {
        Trip trip = state.get(operation.id());
        if (trip == null) {
            throw new IllegalStateException("the single-operation plan " + operation.kind().key() + "s trip " + operation.id()
                    + ", which it does not hold at that point");
        }
        return trip;
    }
}
