package persistencebench.write.jdbc;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.Arrays;
import persistencebench.model.taxi.Trip;

/**
 * Encodes trips as rows of PostgreSQL's COPY text format (tab-separated, {@code \N} for null, LF), which is also
 * MariaDB's default LOAD DATA format (same separators, null and backslash escapes), into a reusable byte buffer,
 * without intermediate strings on the common paths. Every value round-trips exactly: amounts with at most two
 * decimals are written as such, any other double as {@link Double#toString}, which both servers parse back to the
 * same double.
 */
final class CopyTextRows {
    private static final byte TAB = '\t';
    private static final byte NEWLINE = '\n';
    private static final byte[] NULL = {'\\', 'N'};

    private byte[] buffer;
    private int size;

    CopyTextRows(int initialCapacity) {
        buffer = new byte[initialCapacity];
    }

    /** Appends one row: the id followed by the 18 columns of {@code trip}. */
    void append(long id, Trip trip) {
        ensure(512);
        appendLong(id);
        tab();
        appendInteger(trip.vendorId());
        tab();
        appendTimestamp(trip.pickup());
        tab();
        appendTimestamp(trip.dropoff());
        tab();
        appendInteger(trip.passengerCount());
        tab();
        appendDouble(trip.tripDistance());
        tab();
        appendInteger(trip.ratecodeId());
        tab();
        appendText(trip.storeAndFwdFlag());
        tab();
        appendLong(trip.puLocationId());
        tab();
        appendLong(trip.doLocationId());
        tab();
        appendInteger(trip.paymentType());
        tab();
        appendDouble(trip.fareAmount());
        tab();
        appendDouble(trip.extra());
        tab();
        appendDouble(trip.mtaTax());
        tab();
        appendDouble(trip.tipAmount());
        tab();
        appendDouble(trip.tollsAmount());
        tab();
        appendDouble(trip.improvementSurcharge());
        tab();
        appendDouble(trip.totalAmount());
        tab();
        if (trip.congestionSurcharge() == null) {
            appendNull();
        } else {
            appendDouble(trip.congestionSurcharge());
        }
        buffer[size++] = NEWLINE;
    }

    byte[] bytes() {
        return buffer;
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    private void tab() {
        buffer[size++] = TAB;
    }

    private void appendNull() {
        buffer[size++] = NULL[0];
        buffer[size++] = NULL[1];
    }

    private void appendInteger(Integer value) {
        if (value == null) {
            appendNull();
        } else {
            appendLong(value);
        }
    }

    private void appendLong(long value) {
        if (value < 0) {
            if (value == Long.MIN_VALUE) {
                appendAscii(Long.toString(value));
                return;
            }
            buffer[size++] = '-';
            value = -value;
        }
        int digits = 1;
        for (long v = value; v >= 10; v /= 10) {
            digits++;
        }
        int end = size + digits;
        for (int i = end - 1; i >= size; i--) {
            buffer[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        size = end;
    }

    /** Two-decimal values (almost every amount) as cents; anything else in Java's shortest round-trip form. */
    private void appendDouble(double value) {
        double scaled = value * 100;
        if (Math.abs(scaled) < 1e15) {
            long cents = Math.round(scaled);
            if (Double.doubleToRawLongBits(cents / 100.0) == Double.doubleToRawLongBits(value)) {
                if (cents < 0) {
                    buffer[size++] = '-';
                    cents = -cents;
                }
                appendLong(cents / 100);
                buffer[size++] = '.';
                long fraction = cents % 100;
                buffer[size++] = (byte) ('0' + fraction / 10);
                buffer[size++] = (byte) ('0' + fraction % 10);
                return;
            }
        }
        appendAscii(Double.toString(value));
    }

    private void appendTimestamp(LocalDateTime time) {
        int year = time.getYear();
        if (year < 0 || year > 9999) {
            appendAscii(time.toString());
            return;
        }
        appendDigits(year, 4);
        buffer[size++] = '-';
        appendDigits(time.getMonthValue(), 2);
        buffer[size++] = '-';
        appendDigits(time.getDayOfMonth(), 2);
        buffer[size++] = ' ';
        appendDigits(time.getHour(), 2);
        buffer[size++] = ':';
        appendDigits(time.getMinute(), 2);
        buffer[size++] = ':';
        appendDigits(time.getSecond(), 2);
        if (time.getNano() != 0) {
            buffer[size++] = '.';
            appendDigits(time.getNano(), 9);
        }
    }

    private void appendDigits(int value, int width) {
        for (int i = size + width - 1; i >= size; i--) {
            buffer[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        size += width;
    }

    /** Text with the characters COPY's text format reserves (backslash, tab, newline, CR) escaped. */
    private void appendText(String text) {
        if (text == null) {
            appendNull();
            return;
        }
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        ensure(utf8.length * 2);
        for (byte b : utf8) {
            switch (b) {
                case '\\' -> append2('\\', '\\');
                case '\t' -> append2('\\', 't');
                case '\n' -> append2('\\', 'n');
                case '\r' -> append2('\\', 'r');
                default -> buffer[size++] = b;
            }
        }
    }

    private void append2(char a, char b) {
        buffer[size++] = (byte) a;
        buffer[size++] = (byte) b;
    }

    private void appendAscii(String text) {
        ensure(text.length());
        for (int i = 0; i < text.length(); i++) {
            buffer[size++] = (byte) text.charAt(i);
        }
    }

    private void ensure(int more) {
        if (size + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + more));
        }
    }
}
