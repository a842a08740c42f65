package persistencebench.whitepaper.format;

import java.util.Locale;

/**
 * Every number the white paper prints goes through here, so charts and tables format the same
 * quantity the same way (always {@link Locale#ROOT}: "1,234.5", never "1.234,5").
 */
public final class Quantities {

    private static final double MIB = 1024.0 * 1024.0;

    private Quantities() {
    }

    /** Table format for a duration in seconds, given in milliseconds: {@code 1234.5 -> "1.235"}. */
    public static String tableSeconds(double millis) {
        return String.format(Locale.ROOT, "%,.3f", millis / 1000.0);
    }

    /** Table format for a duration in milliseconds: {@code 1234.5 -> "1,234.50"}. */
    public static String tableMillis(double millis) {
        return String.format(Locale.ROOT, "%,.2f", millis);
    }

    /** A whole count with grouping: {@code 2821515 -> "2,821,515"}. */
    public static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A rate with no decimals and grouping: {@code 162345.6 -> "162,346"}. */
    public static String rate(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }

    /** Bytes as mebibytes with one decimal: {@code 1048576 -> "1.0"}. */
    public static String mebibytes(long bytes) {
        return String.format(Locale.ROOT, "%,.1f", bytes / MIB);
    }

    /** A ratio such as a speed-up: {@code 2.345 -> "2.3"}. */
    public static String ratio(double value) {
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    /** A log-log slope, two decimals, never "-0.00": {@code 0.9543 -> "0.95"}, {@code 2 -> "2.00"}. */
    public static String slope(double value) {
        return String.format(Locale.ROOT, "%.2f", Math.round(value * 100) / 100.0 + 0.0);
    }

    /**
     * A chart label with at least {@code digits} significant digits, never rounding away integer
     * digits: {@code 1405 -> "1,405"}, {@code 47 -> "47.0"}, {@code 0.5234 -> "0.523"}.
     */
    public static String significant(double value, int digits) {
        if (value == 0 || !Double.isFinite(value)) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        int magnitude = (int) Math.floor(Math.log10(Math.abs(value)));
        int decimals = Math.max(0, digits - 1 - magnitude);
        return String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }
}
