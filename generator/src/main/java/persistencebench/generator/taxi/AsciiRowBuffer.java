package persistencebench.generator.taxi;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable byte buffer with hand-rolled ASCII formatting of the few value shapes a TLC CSV holds.
 * Formatting without {@code String}s or {@code DateTimeFormatter} is what makes generating
 * millions of rows take seconds rather than minutes.
 */
final class AsciiRowBuffer {

    private static final long SECONDS_PER_DAY = 86_400;

    private byte[] bytes;
    private int length;

    AsciiRowBuffer(int initialCapacity) {
        bytes = new byte[initialCapacity];
    }

    int length() {
        return length;
    }

    void writeTo(OutputStream out) throws IOException {
        out.write(bytes, 0, length);
    }

    /** Makes room for at least {@code more} further bytes; call once per row with a row's upper bound. */
    void reserve(int more) {
        if (length + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
        }
    }

    void put(char c) {
        bytes[length++] = (byte) c;
    }

    void putAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            bytes[length++] = (byte) s.charAt(i);
        }
    }

    /** A decimal integer, e.g. {@code 142} or {@code -3}. */
    void putInt(long value) {
        if (value < 0) {
            put('-');
            value = -value;
        }
        if (value < 10) {
            bytes[length++] = (byte) ('0' + value);
            return;
        }
        int digits = 1;
        for (long v = value / 10; v > 0; v /= 10) {
            digits++;
        }
        int end = length + digits;
        for (int i = end - 1; i >= length; i--) {
            bytes[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
        length = end;
    }

    /**
     * An amount given in cents, written the way TLC vendors write amounts: without trailing zeros
     * ({@code 8}, {@code 0.5}, {@code 11.8}, {@code 51.95}, {@code -4.5}).
     */
    void putAmount(long cents) {
        if (cents < 0) {
            put('-');
            cents = -cents;
        }
        putInt(cents / 100);
        int fraction = (int) (cents % 100);
        if (fraction != 0) {
            put('.');
            put((char) ('0' + fraction / 10));
            if (fraction % 10 != 0) {
                put((char) ('0' + fraction % 10));
            }
        }
    }

    /** A non-negative distance in hundredths, with two decimals and no leading zero ({@code .20}, {@code 2.10}). */
    void putDistance(long hundredths) {
        if (hundredths >= 100) {
            putInt(hundredths / 100);
        }
        int fraction = (int) (hundredths % 100);
        put('.');
        put((char) ('0' + fraction / 10));
        put((char) ('0' + fraction % 10));
    }

    /** A timestamp given as seconds since 1970-01-01T00:00 (local time), as {@code yyyy-MM-dd HH:mm:ss}. */
    void putTimestamp(long epochSecond) {
        long days = Math.floorDiv(epochSecond, SECONDS_PER_DAY);
        int secondOfDay = (int) Math.floorMod(epochSecond, SECONDS_PER_DAY);
        // Civil date from a day count (H. Hinnant's algorithm; eras of 400 years starting 0000-03-01).
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        putFourDigits((int) year);
        put('-');
        putTwoDigits(month);
        put('-');
        putTwoDigits(day);
        put(' ');
        putTwoDigits(secondOfDay / 3600);
        put(':');
        putTwoDigits(secondOfDay / 60 % 60);
        put(':');
        putTwoDigits(secondOfDay % 60);
    }

    private void putFourDigits(int value) {
        putTwoDigits(value / 100);
        putTwoDigits(value % 100);
    }

    private void putTwoDigits(int value) {
        bytes[length++] = (byte) ('0' + value / 10);
        bytes[length++] = (byte) ('0' + value % 10);
    }
}
