package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.function.Function;

/**
 * How cell quantities are printed in tables: durations in seconds for the write case (loads take seconds)
 * and milliseconds for the read case (queries take milliseconds); missing values as an empty cell.
 */
final class CellFormat {

    private static final double MILLIS_PER_SECOND = 1000.0;

    private CellFormat() {
    }

    /** The unit printed in column headers for {@code kind}. */
    static String unit(BenchmarkKind kind) {
        return kind == BenchmarkKind.WRITE ? "s" : "ms";
    }

    /** A duration given in milliseconds, in {@code kind}'s unit and precision; empty when {@code null}. */
    static String duration(BenchmarkKind kind, Double millis) {
        if (millis == null) {
            return "";
        }
        return kind == BenchmarkKind.WRITE ? Quantities.tableSeconds(millis) : Quantities.tableMillis(millis);
    }

    /** CPU time, always in seconds (a cell's CPU adds up over all its samples). */
    static String cpuSeconds(Double millis) {
        return millis == null ? "" : Quantities.tableSeconds(millis);
    }

    /** A duration with its interval, for a table whose header gives the unit: "1.235 (1.101–1.402, 2 forks)". */
    static String duration(BenchmarkKind kind, Estimate millis) {
        return IntervalText.of(millis, v -> duration(kind, v), "");
    }

    /** A duration with its unit and interval, for prose: "1.235 s (1.101–1.402, 2 forks)". */
    static String durationWithUnit(BenchmarkKind kind, Estimate millis) {
        return IntervalText.of(millis, v -> duration(kind, v), unit(kind));
    }

    /** The cell's compared value with its interval ({@link Compared}), for a table; empty when it has none. */
    static String compared(BenchmarkKind kind, ResultCell cell) {
        return Compared.of(cell).map(millis -> duration(kind, millis)).orElse("");
    }

    /**
     * A write cell's rows per second with its interval, e.g. "128,748 rows/s (120,001–135,887, 2 forks)" ({@code unit}
     * "rows/s") or, for a table, without the unit; empty when no row count is known.
     */
    static String rowsPerSecond(BenchmarkRun write, ResultCell cell, String unit) {
        return Compared.rowsPerSecond(write, cell).map(rate -> IntervalText.of(rate, Quantities::rate, unit)).orElse("");
    }

    /** Bytes as MiB with one decimal; empty when {@code null}. */
    static String mebibytes(Long bytes) {
        return bytes == null ? "" : Quantities.mebibytes(bytes);
    }

    /** A count with grouping; empty when {@code null}. */
    static String count(Number value) {
        return value == null ? "" : Quantities.count(value.longValue());
    }

    /** {@code values} formatted with {@code format} and joined with " · ". */
    static <T> String joined(List<T> values, Function<T, String> format) {
        return String.join(" · ", values.stream().map(format).toList());
    }
}
