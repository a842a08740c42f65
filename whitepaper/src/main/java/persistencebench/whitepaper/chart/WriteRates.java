package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ResultCell;

import java.util.Optional;

/** Bars of a write cell's thousand rows per second ({@link Compared#rowsPerSecond}). */
final class WriteRates {

    private WriteRates() {
    }

    /**
     * A bar of the cell's thousand rows per second at its median, the whisker the reciprocal of its time's interval;
     * empty when no row count is known.
     */
    static Optional<Bar> bar(BenchmarkRun write, ResultCell cell, String label) {
        return Compared.rowsPerSecond(write, cell).map(rate -> CellBars.of(write, cell, label, rate.times(1 / 1000.0), "k rows/s"));
    }
}
