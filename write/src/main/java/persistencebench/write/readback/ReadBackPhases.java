package persistencebench.write.readback;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripRows;

/**
 * Runs the read-back phases on what a sample stored, after its proof: the store's files read into the OS page cache
 * (untimed, {@link LookupSource#warmPageCache}), the store opened anew (timed as {@code openMillis}), then uniform and
 * zipfian point reads and range scans, each operation timed on its own ({@link OperationLatencies}). The first tenth
 * of every phase's operations warm the JIT and the store's caches and are not recorded, but their answers are digested
 * like the rest. Every phase's answers must have the digest the orchestrator computed from the CSV; a missing trip or
 * a different digest fails the sample.
 */
public final class ReadBackPhases {
    /** One operation in this many, at the start of each phase, is a warm-up. */
    public static final int WARMUP_DIVISOR = 10;

    private ReadBackPhases() {
    }

    /**
     * @param expected per phase key, the digest components its answers must have
     * @return {@code openMillis}, {@code scanKind} and per phase its latencies, digest and {@code digestOk}
     * @throws VerificationException when a phase's answers differ from the CSV's; {@code metrics} then holds what was
     *                               measured
     */
    public static Map<String, Object> run(LookupSource source, ReadBackPlan plan, Map<String, List<Long>> expected,
                                          Map<String, Object> metrics) throws Exception {
        source.warmPageCache();
        long start = System.nanoTime();
        try (TripLookup lookup = source.openLookup()) {
            metrics.put("openMillis", Math.round((System.nanoTime() - start) / 1e4) / 100.0);
            metrics.put("scanKind", lookup.scanKind());
            for (ReadBackPhase phase : ReadBackPhase.values()) {
                Map<String, Object> result = phase == ReadBackPhase.RANGE_SCAN ? scans(lookup, plan) : points(lookup, phase.ids(plan));
                metrics.put(phase.key(), result);
                RowDigest digest = (RowDigest) result.remove("digest");
                RowDigest wanted = RowDigest.of(TripRows.COLUMNS, expected.get(phase.key()).stream().mapToLong(Long::longValue).toArray());
                String difference = digest.describeDifference(wanted);
                result.put("digest", digest.fingerprint());
                result.put("digestOk", difference.isEmpty());
                if (!difference.isEmpty()) {
                    throw new VerificationException("the " + phase.key() + " read-back answers differ from the CSV's: " + difference);
                }
            }
        }
        return metrics;
    }

    private static Map<String, Object> points(TripLookup lookup, long[] ids) throws Exception {
        OperationLatencies latencies = new OperationLatencies();
        RowDigest digest = TripRows.digest();
        int warmups = ids.length / WARMUP_DIVISOR;
        for (int i = 0; i < ids.length; i++) {
            long begin = latencies.now();
            Trip trip = lookup.get(ids[i]);
            if (i >= warmups) {
                latencies.recordSince(begin);
            }
            if (trip == null) {
                throw new VerificationException("the store has no trip " + ids[i] + ", which it was given");
            }
            TripRows.add(digest, ids[i], trip);
        }
        return result(latencies, digest, warmups);
    }

    private static Map<String, Object> scans(TripLookup lookup, ReadBackPlan plan) throws Exception {
        OperationLatencies latencies = new OperationLatencies();
        RowDigest digest = TripRows.digest();
        long[] starts = plan.scanStarts();
        int warmups = starts.length / WARMUP_DIVISOR;
        List<Trip> delivered = new ArrayList<>(plan.scanLength());
        for (int i = 0; i < starts.length; i++) {
            delivered.clear();
            long begin = latencies.now();
            lookup.scan(starts[i], plan.scanLength(), delivered::add);
            if (i >= warmups) {
                latencies.recordSince(begin);
            }
            if (delivered.size() != plan.scanLength()) {
                throw new VerificationException("a scan of " + plan.scanLength() + " ids from " + starts[i] + " returned " + delivered.size() + " trips");
            }
            // Digested after the clock stopped, like the point reads: the MD5 per row is the proof's cost, not the
            // store's. A scan of consecutive ids that returned all of them returned the k-th id's trip k-th.
            for (int k = 0; k < delivered.size(); k++) {
                TripRows.add(digest, starts[i] + k, delivered.get(k));
            }
        }
        Map<String, Object> result = result(latencies, digest, warmups);
        result.put("scanLength", plan.scanLength());
        return result;
    }

    private static Map<String, Object> result(OperationLatencies latencies, RowDigest digest, int warmups) {
        Map<String, Object> result = new LinkedHashMap<>(latencies.summary());
        result.put("warmups", warmups);
        result.put("digest", digest);
        return result;
    }
}
