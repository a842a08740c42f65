package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;

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

    /** A duration with its unit, e.g. "1.235 s". */
    static String durationWithUnit(BenchmarkKind kind, Double millis) {
        return duration(kind, millis) + " " + unit(kind);
    }

    /** CPU time, always in seconds (a cell's CPU adds up over all its samples). */
    static String cpuSeconds(Double millis) {
        return millis == null ? "" : Quantities.tableSeconds(millis);
    }

    /** A minimum and maximum as "1.2–3.4" in {@code kind}'s unit. */
    static String range(BenchmarkKind kind, Double min, Double max) {
        return min == null || max == null ? "" : duration(kind, min) + "–" + duration(kind, max);
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
