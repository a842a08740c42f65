package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

/**
 * Rows per second of a write cell. The harness records it for store cells; for the CSV baseline
 * it is derived from the dataset's row count, since parsing touches every row too.
 */
final class WriteRates {

    private WriteRates() {
    }

    /** Rows per second at the cell's median, or {@code null} when no row count is known. */
    static Double atMedian(BenchmarkRun write, ResultCell cell) {
        Double recorded = cell.effectiveRowsPerSecond();
        return recorded != null ? recorded : at(write, cell, cell.medianMillis());
    }

    /** Rows per second if one run took {@code millis}, or {@code null} when no row count is known. */
    static Double at(BenchmarkRun write, ResultCell cell, Double millis) {
        Double fromCell = cell.rowsPerSecondAt(millis);
        if (fromCell != null) {
            return fromCell;
        }
        Long rows = write.dataset().rows();
        return rows == null || millis == null || millis <= 0 ? null : rows * 1000.0 / millis;
    }
}
