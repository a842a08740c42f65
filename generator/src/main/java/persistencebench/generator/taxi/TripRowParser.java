package persistencebench.generator.taxi;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.Year;
import persistencebench.model.taxi.Trip;

/**
 * Maps one TLC CSV line, given as bytes, to a {@link Trip} without creating intermediate strings.
 *
 * <p>Accepted like real TLC files write them: blank nullable columns (→ null), decimals such as
 * {@code .20}, {@code 2.10}, {@code -4.5}, {@code 8}; integral decimals such as {@code 1.0} in integer
 * columns (files converted from parquet); timestamps {@code yyyy-MM-dd HH:mm:ss}. Decimal values are
 * the correctly rounded doubles of their text, the same as {@link Double#parseDouble}.
 *
 * <p>A value is accepted only where every store and the digests can hold it, so that a row either loads
 * everywhere or is a malformed row here (which {@code -DbadRows=skip} can skip), never a failure of one
 * cell: decimals between -10,000,000 and 10,000,000, passenger_count, RatecodeID and payment_type between
 * -128 and 127, timestamps from 1900 on, and a store_and_fwd_flag of {@code Y}, {@code N} or blank. Everything
 * else raises a {@link MalformedTripRowException} naming line, column, value and what is accepted. The flag
 * column yields the shared constants {@code "N"} and {@code "Y"} instead of one string per row.
 */
final class TripRowParser {

    private static final String INTEGER_EXAMPLE = "(expected an integer like 1)";
    private static final String DECIMAL_EXAMPLE = "(expected a decimal like 2.10)";
    private static final String TIMESTAMP_EXAMPLE = "(expected yyyy-MM-dd HH:mm:ss like 2021-07-01 13:45:00)";
    private static final int TIMESTAMP_LENGTH = 19;
    /**
     * Decimals (amounts, distance): the digests sum hundredths of up to a billion rows (the most -Drows generates) in a
     * long, which 10^7 keeps within range, and the study's shape stores floats.
     */
    private static final double MAX_DECIMAL = 10_000_000;
    /** The study's shape keeps passenger_count, RatecodeID and payment_type in a byte. */
    private static final int MIN_CODE = Byte.MIN_VALUE;
    private static final int MAX_CODE = Byte.MAX_VALUE;
    /**
     * MariaDB's DATETIME starts at year 1000, and JDBC drivers that pass a timestamp through java.sql.Timestamp shift
     * older ones (Julian calendar before 1582, local mean time before 1883); no taxi trip is older than 1900.
     */
    private static final int MIN_YEAR = 1900;
    /** Up to 15 digits are exact in a double (< 2^53), as is every power of ten up to 10^22. */
    private static final int MAX_FAST_DIGITS = 15;
    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        POWERS_OF_TEN[0] = 1;
        for (int i = 1; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
        }
    }

    private final Path file;
    private final int[] fieldStarts = new int[TlcColumns.COUNT + 1];
    private byte[] line;
    private long lineNumber;

    TripRowParser(Path file) {
        this.file = file;
    }

    /** Parses bytes {@code [start, end)} of {@code bytes}, physical line {@code lineNumber}. */
    Trip parse(byte[] bytes, int start, int end, long lineNumber) {
        this.line = bytes;
        this.lineNumber = lineNumber;
        splitFields(start, end);
        return new Trip(
                nullableInt(TlcColumns.VENDOR_ID),
                timestamp(TlcColumns.PICKUP),
                timestamp(TlcColumns.DROPOFF),
                nullableCode(TlcColumns.PASSENGER_COUNT),
                decimal(TlcColumns.TRIP_DISTANCE),
                nullableCode(TlcColumns.RATECODE_ID),
                flag(TlcColumns.STORE_AND_FWD_FLAG),
                requiredInt(TlcColumns.PU_LOCATION_ID),
                requiredInt(TlcColumns.DO_LOCATION_ID),
                nullableCode(TlcColumns.PAYMENT_TYPE),
                decimal(TlcColumns.FARE_AMOUNT),
                decimal(TlcColumns.EXTRA),
                decimal(TlcColumns.MTA_TAX),
                decimal(TlcColumns.TIP_AMOUNT),
                decimal(TlcColumns.TOLLS_AMOUNT),
                decimal(TlcColumns.IMPROVEMENT_SURCHARGE),
                decimal(TlcColumns.TOTAL_AMOUNT),
                nullableDecimal(TlcColumns.CONGESTION_SURCHARGE));
    }

    /** Records where each field starts; fieldStarts[COUNT] is one past the last field's end. */
    private void splitFields(int start, int end) {
        int field = 0;
        fieldStarts[0] = start;
        for (int i = start; i < end; i++) {
            if (line[i] == ',') {
                field++;
                if (field == TlcColumns.COUNT) {
                    throw wrongColumnCount(start, end);
                }
                fieldStarts[field] = i + 1;
            }
        }
        if (field != TlcColumns.COUNT - 1) {
            throw wrongColumnCount(start, end);
        }
        fieldStarts[TlcColumns.COUNT] = end + 1;
    }

    private MalformedTripRowException wrongColumnCount(int start, int end) {
        int columns = 1;
        for (int i = start; i < end; i++) {
            if (line[i] == ',') {
                columns++;
            }
        }
        return new MalformedTripRowException(file, lineNumber, null, text(start, end),
                "has " + columns + " columns instead of " + TlcColumns.COUNT
                        + " (expected the 18 comma-separated TLC columns VendorID ... congestion_surcharge)");
    }

    private int from(int column) {
        return fieldStarts[column];
    }

    private int to(int column) {
        return fieldStarts[column + 1] - 1;
    }

    private Integer nullableInt(int column) {
        return from(column) == to(column) ? null : Integer.valueOf(requiredInt(column));
    }

    /** A blank or an integer between -128 and 127. */
    private Integer nullableCode(int column) {
        Integer value = nullableInt(column);
        if (value != null && (value < MIN_CODE || value > MAX_CODE)) {
            throw malformed(column, "is out of range (expected an integer between " + MIN_CODE + " and " + MAX_CODE + ")");
        }
        return value;
    }

    /** An integer; an integral decimal such as {@code 1.0} is accepted, {@code 1.5} is not. */
    private int requiredInt(int column) {
        int i = from(column);
        int end = to(column);
        if (i == end) {
            throw malformed(column, "is blank " + INTEGER_EXAMPLE);
        }
        boolean negative = line[i] == '-';
        if (negative || line[i] == '+') {
            i++;
        }
        long value = 0;
        int digits = 0;
        boolean fraction = false;
        for (; i < end && line[i] != '.'; i++) {
            int d = line[i] - '0';
            if (d < 0 || d > 9) {
                throw malformed(column, "is not a number " + INTEGER_EXAMPLE);
            }
            value = value * 10 + d;
            digits++;
            if (value > Integer.MAX_VALUE) {
                throw malformed(column, "is too large for an integer column " + INTEGER_EXAMPLE);
            }
        }
        if (i < end) {
            for (i++; i < end; i++) {
                int d = line[i] - '0';
                if (d < 0 || d > 9) {
                    throw malformed(column, "is not a number " + INTEGER_EXAMPLE);
                }
                digits++;
                fraction |= d != 0;
            }
        }
        if (digits == 0) {
            throw malformed(column, "is not a number " + INTEGER_EXAMPLE);
        }
        if (fraction) {
            throw malformed(column, "is not a whole number " + INTEGER_EXAMPLE);
        }
        return (int) (negative ? -value : value);
    }

    private Double nullableDecimal(int column) {
        return from(column) == to(column) ? null : Double.valueOf(decimal(column));
    }

    /** A decimal such as {@code 8}, {@code .20}, {@code 2.10} or {@code -4.5}, correctly rounded, within ±{@link #MAX_DECIMAL}. */
    private double decimal(int column) {
        double value = unboundedDecimal(column);
        if (Math.abs(value) > MAX_DECIMAL) {
            throw malformed(column, "is out of range (expected a decimal between -" + (long) MAX_DECIMAL
                    + " and " + (long) MAX_DECIMAL + ")");
        }
        return value;
    }

    private double unboundedDecimal(int column) {
        int i = from(column);
        int end = to(column);
        if (i == end) {
            throw malformed(column, "is blank " + DECIMAL_EXAMPLE);
        }
        boolean negative = line[i] == '-';
        if (negative || line[i] == '+') {
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int scale = -1;
        for (; i < end; i++) {
            byte b = line[i];
            if (b == '.' && scale < 0) {
                scale = 0;
                continue;
            }
            int d = b - '0';
            if (d < 0 || d > 9) {
                throw malformed(column, "is not a number " + DECIMAL_EXAMPLE);
            }
            mantissa = mantissa * 10 + d;
            digits++;
            if (scale >= 0) {
                scale++;
            }
        }
        if (digits == 0) {
            throw malformed(column, "is not a number " + DECIMAL_EXAMPLE);
        }
        if (digits > MAX_FAST_DIGITS || scale >= POWERS_OF_TEN.length) {
            return Double.parseDouble(text(from(column), end));
        }
        // Both operands are exact doubles (mantissa < 2^53, 10^scale <= 10^22): the quotient is correctly rounded.
        double value = scale > 0 ? mantissa / POWERS_OF_TEN[scale] : mantissa;
        return negative ? -value : value;
    }

    private String flag(int column) {
        int start = from(column);
        int length = to(column) - start;
        if (length == 0) {
            return null;
        }
        if (length == 1 && line[start] == 'N') {
            return "N";
        }
        if (length == 1 && line[start] == 'Y') {
            return "Y";
        }
        throw malformed(column, "is not a store_and_fwd_flag (expected Y, N or blank)");
    }

    private LocalDateTime timestamp(int column) {
        int i = from(column);
        if (to(column) - i != TIMESTAMP_LENGTH || line[i + 4] != '-' || line[i + 7] != '-'
                || line[i + 10] != ' ' || line[i + 13] != ':' || line[i + 16] != ':') {
            throw malformed(column, "is not a timestamp " + TIMESTAMP_EXAMPLE);
        }
        int year = digits(column, i, 4);
        int month = digits(column, i + 5, 2);
        int day = digits(column, i + 8, 2);
        int hour = digits(column, i + 11, 2);
        int minute = digits(column, i + 14, 2);
        int second = digits(column, i + 17, 2);
        if (month < 1 || month > 12 || day < 1 || (day > 28 && day > Month.of(month).length(Year.isLeap(year)))
                || hour > 23 || minute > 59 || second > 59) {
            throw malformed(column, "is not a valid date and time " + TIMESTAMP_EXAMPLE);
        }
        if (year < MIN_YEAR) {
            throw malformed(column, "is out of range (expected a date and time between " + MIN_YEAR
                    + "-01-01 00:00:00 and 9999-12-31 23:59:59)");
        }
        return LocalDateTime.of(year, month, day, hour, minute, second);
    }

    private int digits(int column, int at, int count) {
        int value = 0;
        for (int i = at; i < at + count; i++) {
            int d = line[i] - '0';
            if (d < 0 || d > 9) {
                throw malformed(column, "is not a timestamp " + TIMESTAMP_EXAMPLE);
            }
            value = value * 10 + d;
        }
        return value;
    }

    private MalformedTripRowException malformed(int column, String problem) {
        return new MalformedTripRowException(file, lineNumber, TlcColumns.NAMES.get(column),
                text(from(column), to(column)), problem);
    }

    private String text(int start, int end) {
        return new String(line, start, end - start, StandardCharsets.UTF_8);
    }
}
