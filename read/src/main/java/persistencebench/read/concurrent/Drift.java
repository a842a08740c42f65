package persistencebench.read.concurrent;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.resultformat.CellField;

/**
 * The drift check of a fork: its first cell of a query measured again, the same way, after its last cell. Between the
 * two only the fork's time passed, so their throughputs differ by what that time changed (a warm-up that was not
 * complete, a heap or cache still growing) plus the noise inside one JVM; JMH's forks assume that difference away once
 * warmed up, this measures it. A fork records it in the cell it measured again ({@link CellField#DRIFT}); the parent
 * judges it against the cell's 95 % interval over forks: a drift larger than half the interval's width moved the fork's
 * figure by more than the cell's own uncertainty, so the cell's claim rests on an incomplete warm-up.
 *
 * @param startOpsPerSecond the cell's throughput in its place in the fork
 * @param endOpsPerSecond   the throughput measured again at the fork's end
 */
public record Drift(double startOpsPerSecond, double endOpsPerSecond) {
    /** The drift between {@code first} and {@code again}, two measured cells of the same mode, query and threads. */
    static Drift of(CellResult first, CellResult again) {
        return new Drift(((Number) first.metric(CellField.OPS_PER_SECOND)).doubleValue(),
                ((Number) again.metric(CellField.OPS_PER_SECOND)).doubleValue());
    }

    /** The drift a fork recorded in {@code part}, if it measured that cell again. */
    public static Optional<Drift> of(CellResult part) {
        if (part.metric(CellField.DRIFT) instanceof Map<?, ?> recorded && recorded.get("startOpsPerSecond") instanceof Number start
                && recorded.get("endOpsPerSecond") instanceof Number end) {
            return Optional.of(new Drift(start.doubleValue(), end.doubleValue()));
        }
        return Optional.empty();
    }

    /** The end's throughput over the start's: above 1 the fork got faster with time. */
    public double endOverStart() {
        return endOpsPerSecond / startOpsPerSecond;
    }

    /** Whether the drift exceeds {@code interval}: the start and end differ by more than half its width. */
    public boolean beyond(ConfidenceInterval interval) {
        return Math.abs(endOpsPerSecond - startOpsPerSecond) > (interval.high() - interval.low()) / 2;
    }

    /** Records this drift in {@code cell}, the cell measured again. */
    void record(CellResult cell) {
        cell.put(CellField.DRIFT, asMap());
    }

    /** The drift as a result file holds it. */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("startOpsPerSecond", startOpsPerSecond);
        map.put("endOpsPerSecond", endOpsPerSecond);
        map.put("endOverStart", Math.round(endOverStart() * 1000) / 1000.0);
        return map;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%,.1f ops/s at the end, %,.1f in its place (x%.3f)", endOpsPerSecond, startOpsPerSecond,
                endOverStart());
    }
}
