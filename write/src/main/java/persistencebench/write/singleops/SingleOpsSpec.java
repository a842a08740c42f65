package persistencebench.write.singleops;

import java.util.List;
import java.util.Map;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.TripRows;

/**
 * What a fork needs to run the single-operation phases and prove their outcome: the plan (the operations follow from
 * it), for the warm-up and per phase the digest components its reads' answers must have, and the components of the
 * operations' effect on the store's digest (the final versions of the touched trips minus their loaded versions). A
 * {@link RowDigest} is a sum over rows, so the store's digest after the operations minus that effect must equal the
 * CSV's digest exactly when the load stored the CSV's trips and every operation did what it should.
 */
public record SingleOpsSpec(SingleOpsPlan plan, Map<String, List<Long>> answers, List<Long> effect) {

    public SingleOpsSpec {
        answers = Map.copyOf(answers);
        effect = List.copyOf(effect);
    }

    /** The digest the reads of a phase (its {@link SingleOpsPhase#key()}) or of the warm-up ({@link SingleOpsPlan#WARMUP}) must answer with. */
    public RowDigest answers(String name) {
        return RowDigest.of(TripRows.COLUMNS, answers.get(name).stream().mapToLong(Long::longValue).toArray());
    }

    /** {@code stored} (a digest of the {@code trip} shape, taken after the operations) without the operations' effect: the trips as loaded. */
    public RowDigest asLoaded(RowDigest stored) {
        long[] components = stored.components().clone();
        for (int i = 0; i < components.length; i++) {
            components[i] = Math.subtractExact(components[i], effect.get(i));
        }
        return RowDigest.of(TripRows.COLUMNS, components);
    }
}
