package persistencebench.write.readback;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripCsvReader;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;

/**
 * The Java side of the read-back proof: one untimed read of the CSV keeping the trips the plan asks for, and per phase
 * the digest of the trips it must return (in the canonical form of the 18 TLC columns), so every store's answers are
 * checked against the file, not only against each other.
 */
public final class ReadBackReference {

    private ReadBackReference() {
    }

    /** Per phase key, the components of the digest its answers must have. */
    public static Map<String, List<Long>> expected(Path csv, BadRowPolicy badRows, ReadBackPlan plan) throws IOException {
        Map<ReadBackPhase, long[]> ids = new EnumMap<>(ReadBackPhase.class);
        Map<Long, Trip> wanted = new HashMap<>();
        for (ReadBackPhase phase : ReadBackPhase.values()) {
            ids.put(phase, phase.ids(plan));
            Arrays.stream(ids.get(phase)).forEach(id -> wanted.put(id, null));
        }
        long[] row = {0};
        new TripCsvReader(csv, badRows).read(trip -> {
            row[0]++;
            if (wanted.containsKey(row[0])) {
                wanted.put(row[0], trip);
            }
        }, done -> { });
        Map<String, List<Long>> expected = new HashMap<>();
        ids.forEach((phase, phaseIds) -> {
            RowDigest digest = TripRows.digest();
            for (long id : phaseIds) {
                Trip trip = wanted.get(id);
                if (trip == null) {
                    throw new IllegalStateException("the CSV " + csv + " has no trip " + id + " (" + row[0] + " trips), yet the read-back plan asks for it");
                }
                TripRows.add(digest, id, trip);
            }
            expected.put(phase.key(), Arrays.stream(digest.components()).boxed().toList());
        });
        return expected;
    }
}
