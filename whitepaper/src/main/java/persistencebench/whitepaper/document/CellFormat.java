package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.ResultCell;

/**
 * How a cell's durations are printed in the document: seconds for the write case (loads take
 * seconds), milliseconds for the read case (queries take milliseconds).
 */
final class CellFormat {

    private CellFormat() {
    }

    /** The unit printed in column headers for {@code kind}. */
    static String unit(BenchmarkKind kind) {
        return kind == BenchmarkKind.WRITE ? "s" : "ms";
    }

    /** A duration given in milliseconds, in {@code kind}'s unit and precision. */
    static String duration(BenchmarkKind kind, double millis) {
        return kind == BenchmarkKind.WRITE ? Quantities.tableSeconds(millis) : Quantities.tableMillis(millis);
    }

    /** The cell's median in {@code kind}'s unit, with the unit. */
    static String median(BenchmarkKind kind, ResultCell cell) {
        return duration(kind, cell.medianMillis()) + " " + unit(kind);
    }
}
