package persistencebench.generator.taxi;

import java.nio.file.Path;

/**
 * A CSV row (or header) that is not a valid TLC trip. The one-line message names the file, the
 * 1-based physical line (the header is line 1), the column, the value and what was expected, e.g.
 * {@code yellow.csv line 5, column trip_distance: "abc" is not a number (expected a decimal like 2.10)}.
 */
public final class MalformedTripRowException extends RuntimeException {

    private static final long serialVersionUID = 1L;
    private static final int MAX_VALUE_CHARS = 120;

    private final transient Path file;
    private final long line;
    private final String column;
    private final String value;

    /**
     * @param column the offending column's header name, or null when the problem is the whole line
     * @param value   the offending value; with no column, the whole line, or "" when the problem is not a line's text
     * @param problem what is wrong and what was expected, e.g. {@code is not a number (expected a decimal like 2.10)}
     */
    MalformedTripRowException(Path file, long line, String column, String value, String problem) {
        super(describe(file, line, column, value, problem));
        this.file = file;
        this.line = line;
        this.column = column;
        this.value = value;
    }

    private static String describe(Path file, long line, String column, String value, String problem) {
        String where = file.getFileName() + " line " + line + (column == null ? "" : ", column " + column);
        if (column == null && value.isEmpty()) {
            return where + ": " + problem;
        }
        String shown = value.length() > MAX_VALUE_CHARS ? value.substring(0, MAX_VALUE_CHARS) + "…" : value;
        return where + ": \"" + shown + "\" " + problem;
    }

    /** The file that was read. */
    public Path file() {
        return file;
    }

    /** The 1-based physical line number; the header is line 1. */
    public long line() {
        return line;
    }

    /** The TLC header name of the offending column, or null when the whole line is wrong (column count, header). */
    public String column() {
        return column;
    }

    /** The offending value as found (the whole line when {@link #column()} is null). */
    public String value() {
        return value;
    }
}
