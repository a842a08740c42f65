package persistencebench.model.taxi;

import java.util.Arrays;

/**
 * One row in canonical form, filled column by column: its text ({@code |}-separated values, {@value #NULL} for a
 * null) whose MD5 hash {@link RowDigest} sums, and per column a number for the cheap diagnostic sums (a number
 * column contributes its value, a text column its length, a null nothing). A store's SQL builds the same text
 * with {@code concat_ws('|', ...)}, so both sides must fill columns in the same order and with the same rules.
 * Reused for every row of one digest; not thread-safe.
 */
public final class CanonicalRow {
    /** The text of a null value; no canonical value has this text. */
    public static final String NULL = "\\N";

    private final StringBuilder text = new StringBuilder(192);
    private final long[] values;
    private int column;
    private int nulls;

    CanonicalRow(int columns) {
        this.values = new long[columns];
    }

    /** A whole number: its decimal text. */
    public CanonicalRow number(long value) {
        separate();
        text.append(value);
        values[column++] = value;
        return this;
    }

    /** A whole number or null. */
    public CanonicalRow number(Integer value) {
        return value == null ? nullValue() : number(value.longValue());
    }

    /** A whole number or null. */
    public CanonicalRow number(Long value) {
        return value == null ? nullValue() : number(value.longValue());
    }

    /** Text as stored, or null. */
    public CanonicalRow text(String value) {
        if (value == null) {
            return nullValue();
        }
        separate();
        text.append(value);
        values[column++] = value.length();
        return this;
    }

    private CanonicalRow nullValue() {
        separate();
        text.append(NULL);
        values[column++] = 0;
        nulls++;
        return this;
    }

    private void separate() {
        if (column == values.length) {
            throw new IllegalStateException("a row of this digest has " + values.length + " columns; a value beyond them was added");
        }
        if (column > 0) {
            text.append('|');
        }
    }

    CanonicalRow clear() {
        text.setLength(0);
        Arrays.fill(values, 0);
        column = 0;
        nulls = 0;
        return this;
    }

    int columns() {
        return column;
    }

    int nulls() {
        return nulls;
    }

    long value(int index) {
        return values[index];
    }

    /** The canonical text, e.g. {@code 2|1625099410|...|\N}. */
    public String text() {
        return text.toString();
    }
}
