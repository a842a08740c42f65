package persistencebench.harness.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A plain-text table with aligned columns (numbers right-aligned), for the summary at the end of a run. */
public final class ConsoleTable {
    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();

    public ConsoleTable(String... headers) {
        this.headers = List.of(headers);
    }

    /** Adds a row; numbers are formatted with grouping, nulls print as "-". */
    public ConsoleTable addRow(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
        }
        List<String> row = new ArrayList<>();
        for (Object cell : cells) {
            row.add(format(cell));
        }
        rows.add(row);
        return this;
    }

    private static String format(Object cell) {
        if (cell == null) {
            return "-";
        }
        if (cell instanceof Double || cell instanceof Float) {
            double v = ((Number) cell).doubleValue();
            return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
        }
        if (cell instanceof Number n) {
            return String.format(Locale.ROOT, "%,d", n.longValue());
        }
        return cell.toString();
    }

    public String render() {
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = headers.get(i).length();
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        appendRow(out, headers, widths, false);
        for (int i = 0; i < widths.length; i++) {
            out.append(i == 0 ? "" : "  ").append("-".repeat(widths[i]));
        }
        out.append('\n');
        for (List<String> row : rows) {
            appendRow(out, row, widths, true);
        }
        return out.toString();
    }

    private static void appendRow(StringBuilder out, List<String> cells, int[] widths, boolean alignNumbers) {
        for (int i = 0; i < widths.length; i++) {
            String cell = cells.get(i);
            boolean right = alignNumbers && cell.matches("-?[\\d,.]+( \\S+)?|-");
            String padded = right ? " ".repeat(widths[i] - cell.length()) + cell : cell + " ".repeat(widths[i] - cell.length());
            out.append(i == 0 ? "" : "  ").append(padded);
        }
        int end = out.length();
        while (end > 0 && out.charAt(end - 1) == ' ') {
            end--;
        }
        out.setLength(end);
        out.append('\n');
    }
}
