package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds an AsciiDoc table: a title, columns (alignment {@code "<"} for text, {@code ">"} for
 * numbers, plus a header) and rows. Columns size to their content and the table spans the page
 * width, so numbers are not wrapped in the PDF. Cell text is escaped so a value containing
 * {@code |} cannot break the table. A row may end in a note that spans the remaining columns.
 */
public final class AsciiDocTable {

    private final String title;
    private final List<String> columnSpecs;
    private final List<String> header;
    private final List<Row> rows = new ArrayList<>();

    /** A row: its values, then optionally a note spanning every remaining column. */
    private record Row(List<String> values, String note) {
    }

    /**
     * @param title   the table caption (may be empty)
     * @param columns pairs of alignment and header text, e.g. {@code "<", "Backend", ">", "Median (s)"}
     */
    public AsciiDocTable(String title, String... columns) {
        if (columns.length % 2 != 0) {
            throw new IllegalArgumentException("columns must be (alignment, header) pairs, got " + Arrays.toString(columns));
        }
        this.title = title;
        this.columnSpecs = new ArrayList<>();
        this.header = new ArrayList<>();
        for (int i = 0; i < columns.length; i += 2) {
            columnSpecs.add(columns[i]);
            header.add(columns[i + 1]);
        }
    }

    /** Adds a row; it must have one value per column. */
    public AsciiDocTable row(String... values) {
        if (values.length != header.size()) {
            throw new IllegalArgumentException("table \"" + title + "\" has " + header.size()
                    + " columns but a row has " + values.length + ": " + Arrays.toString(values));
        }
        rows.add(new Row(Arrays.asList(values), null));
        return this;
    }

    /**
     * Adds a row whose {@code leading} values fill the first columns and whose {@code note} spans all
     * remaining columns, e.g. a failed cell's name followed by "FAILED: ...".
     */
    AsciiDocTable rowWithNote(List<String> leading, String note) {
        if (leading.size() >= header.size()) {
            throw new IllegalArgumentException("table \"" + title + "\" has " + header.size()
                    + " columns, too few for " + leading.size() + " values and a note");
        }
        rows.add(new Row(List.copyOf(leading), note));
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The table as AsciiDoc, ending with a newline. */
    public String render() {
        StringBuilder text = new StringBuilder();
        if (!title.isEmpty()) {
            text.append('.').append(title).append('\n');
        }
        text.append("[%header%autowidth.stretch,cols=\"").append(String.join(",", columnSpecs)).append("\"]\n|===\n");
        text.append(line(header)).append('\n');
        for (Row row : rows) {
            String line = line(row.values());
            if (row.note() != null) {
                line = line.stripTrailing() + " " + (header.size() - row.values().size()) + "+|" + escape(row.note()) + "\n";
            }
            text.append(line);
        }
        return text.append("|===\n").toString();
    }

    private static String line(List<String> values) {
        StringBuilder line = new StringBuilder();
        for (String value : values) {
            line.append('|').append(escape(value)).append(' ');
        }
        return line.toString().stripTrailing() + "\n";
    }

    private static String escape(String value) {
        return value == null || value.isEmpty() ? "–" : value.replace("|", "\\|");
    }
}
