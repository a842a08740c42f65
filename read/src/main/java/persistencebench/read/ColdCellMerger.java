package persistencebench.read;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SampleStatistics;
import persistencebench.harness.result.Json;
import persistencebench.model.bookstore.query.DigestDifference;

/**
 * Combines the one-sample cells of a cold cell's forks into one cell: all samples with their statistics, every
 * fork's load/connect time ({@code loadConnectSamplesMillis}, median as {@code loadConnectMillis}), the highest
 * peak heap and the summed CPU time. The forks must agree on the answer; otherwise the cell fails and says how.
 * <p>
 * The harness's {@link CellResult} only accumulates samples inside its own runner, so the merge goes through the
 * cell's JSON form, the same form forks hand their cells over in.
 */
final class ColdCellMerger {
    private static final TypeReference<LinkedHashMap<String, Object>> MAP = new TypeReference<>() { };

    private ColdCellMerger() {
    }

    /** @param samples the cells of one cold cell's forks, in order; at least one */
    static CellResult merge(QueryPhase phase, List<CellResult> samples) {
        Map<String, Object> merged = Json.mapper().convertValue(samples.get(0), MAP);
        List<Double> millis = new ArrayList<>();
        List<Double> loadConnect = new ArrayList<>();
        long peakHeap = 0;
        double cpu = 0;
        String failure = null;
        for (int i = 0; i < samples.size(); i++) {
            CellResult sample = samples.get(i);
            millis.addAll(sample.samplesMillis());
            if (sample.metric("loadConnectMillis") instanceof Number n) {
                loadConnect.add(n.doubleValue());
            }
            if (sample.metric("peakHeapBytes") instanceof Number n) {
                peakHeap = Math.max(peakHeap, n.longValue());
            }
            if (sample.metric("cpuMillis") instanceof Number n) {
                cpu += n.doubleValue();
            }
            if (failure == null && !sample.ok()) {
                failure = "cold sample " + (i + 1) + ": " + sample.failure();
            }
            if (failure == null && i > 0) {
                failure = disagreement(phase, samples.get(0), sample, i + 1);
            }
        }
        merged.put("samplesMillis", millis);
        merged.put("warmupSamplesMillis", List.of());
        if (!millis.isEmpty()) {
            SampleStatistics stats = SampleStatistics.of(millis);
            merged.put("medianMillis", stats.medianMillis());
            merged.put("minMillis", stats.minMillis());
            merged.put("maxMillis", stats.maxMillis());
            merged.put("meanMillis", stats.meanMillis());
            merged.put("p90Millis", stats.p90Millis());
            merged.put("p99Millis", stats.p99Millis());
        }
        if (!loadConnect.isEmpty()) {
            merged.put("loadConnectMillis", SampleStatistics.of(loadConnect).medianMillis());
            merged.put("loadConnectSamplesMillis", loadConnect);
        }
        merged.put("peakHeapBytes", peakHeap);
        merged.put("cpuMillis", Math.round(cpu * 10) / 10.0);
        if (failure != null) {
            merged.put("ok", false);
            merged.put("failure", failure);
        }
        return Json.mapper().convertValue(merged, CellResult.class);
    }

    private static String disagreement(QueryPhase phase, CellResult first, CellResult other, int number) {
        if (!first.ok() || !other.ok()) {
            return null;
        }
        return DigestDifference.describe(phase.rowName(), "cold sample 1", CellDigests.of(first), "cold sample " + number, CellDigests.of(other))
                .map(how -> "cold samples disagree: " + how)
                .orElse(null);
    }
}
