package persistencebench.read;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SampleStatistics;
import persistencebench.model.bookstore.query.DigestDifference;

/**
 * Combines the one-sample cells of a cold cell's forks into one cell ({@link CellResult#combine}) and adds every
 * fork's load/connect time ({@code loadConnectSamplesMillis}, median as {@code loadConnectMillis}). The forks must
 * agree on the answer; otherwise the cell fails and says how.
 */
final class ColdCellMerger {

    private ColdCellMerger() {
    }

    /** @param samples the cells of one cold cell's forks, in order; at least one */
    static CellResult merge(QueryPhase phase, List<CellResult> samples) {
        CellResult merged = CellResult.combine(samples);
        List<Double> loadConnect = new ArrayList<>();
        for (CellResult sample : samples) {
            if (sample.metric("loadConnectMillis") instanceof Number n) {
                loadConnect.add(n.doubleValue());
            }
        }
        if (!loadConnect.isEmpty()) {
            merged.put("loadConnectMillis", SampleStatistics.of(loadConnect).medianMillis());
            merged.put("loadConnectSamplesMillis", loadConnect);
        }
        for (int i = 1; i < samples.size() && merged.ok(); i++) {
            String disagreement = disagreement(phase, samples.get(0), samples.get(i), i + 1);
            if (disagreement != null) {
                merged.fail(disagreement);
            }
        }
        return merged;
    }

    private static String disagreement(QueryPhase phase, CellResult first, CellResult other, int number) {
        return DigestDifference.describe(phase.rowName(), "cold sample 1", CellDigests.of(first), "cold sample " + number, CellDigests.of(other))
                .map(how -> "cold samples disagree: " + how)
                .orElse(null);
    }
}
