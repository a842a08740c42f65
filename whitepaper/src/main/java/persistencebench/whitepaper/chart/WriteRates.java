package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.Objects;
import java.util.Optional;

/**
 * Rows per second of a write cell. The harness records it for store cells; for the load-only baseline
 * it is derived from the rows the store cells expected (or the generated dataset's row count), since parsing
 * touches every row too.
 */
public final class WriteRates {

    private WriteRates() {
    }

    /** Rows per second at the cell's median, or {@code null} when no row count is known. */
    public static Double atMedian(BenchmarkRun write, ResultCell cell) {
        return cell.rowsPerSecond() != null ? cell.rowsPerSecond() : at(write, cell, cell.medianMillis());
    }

    /**
     * A bar of the cell's thousand rows per second at its median, whiskers at its slowest and fastest sample;
     * empty when no row count is known.
     */
    static Optional<Bar> bar(BenchmarkRun write, ResultCell cell, String label) {
        Double rate = atMedian(write, cell);
        if (rate == null) {
            return Optional.empty();
        }
        Double low = cell.hasSpread() ? thousands(at(write, cell, cell.maxMillis())) : null;
        Double high = cell.hasSpread() ? thousands(at(write, cell, cell.minMillis())) : null;
        return Optional.of(CellBars.sampled(write, cell, label, rate / 1000.0, low, high, "k rows/s"));
    }

    /** Rows per second if one sample took {@code millis}, or {@code null} when no row count is known. */
    static Double at(BenchmarkRun write, ResultCell cell, Double millis) {
        Double fromCell = cell.rowsPerSecondAt(millis);
        if (fromCell != null) {
            return fromCell;
        }
        Long rows = write.cells().stream().map(ResultCell::rowsExpected).filter(Objects::nonNull).findFirst()
                .orElse(write.dataset().fromUserFile() ? null : write.dataset().rows());
        return rows == null || millis == null || millis <= 0 ? null : rows * 1000.0 / millis;
    }

    private static Double thousands(Double rate) {
        return rate == null ? null : rate / 1000.0;
    }
}
