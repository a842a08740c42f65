package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads facts out of rendered AsciiDoc, so that a test asserts a table's cells or the numbers of one paragraph rather
 * than a whole generated sentence: rewording the prose keeps the facts, a wrong number or a missing row does not.
 */
final class AdocFacts {

    /** A cell separator, not an escaped {@code \|} inside a cell's text. */
    private static final Pattern CELL = Pattern.compile("(?<!\\\\)\\|");

    /** The span of the next cell ({@code 8+}) that {@link AsciiDocTable#rowWithNote} writes before a note. */
    private static final Pattern SPAN = Pattern.compile(" \\d+\\+$");

    /** The line that opens and closes a table. */
    private static final String DELIMITER = "|===\n";

    private AdocFacts() {
    }

    /** Every table row in {@code text}, header rows included, as its cells' text. */
    static List<List<String>> rows(String text) {
        List<List<String>> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("|") && !line.equals("|===")) {
                List<String> cells = new ArrayList<>();
                for (String cell : CELL.split(line.substring(1), -1)) {
                    cells.add(SPAN.matcher(cell.strip()).replaceFirst("").replace("\\|", "|"));
                }
                rows.add(cells);
            }
        }
        return rows;
    }

    /** The cells of the first row in {@code text} that begins with the cells {@code leading}; fails when there is none. */
    static List<String> row(String text, String... leading) {
        List<String> start = Arrays.asList(leading);
        return rows(text).stream().filter(row -> row.size() >= start.size() && row.subList(0, start.size()).equals(start))
                .findFirst().orElseThrow(() -> new AssertionError("no table row begins with " + start + " in:\n" + text));
    }

    /**
     * The table that holds {@code phrase} (in its header, say), or else the first table after it (its title or a heading
     * above it), from its opening to its closing {@code |===}.
     */
    static String table(String text, String phrase) {
        int at = text.indexOf(phrase);
        if (at < 0) {
            throw new AssertionError("no \"" + phrase + "\" in:\n" + text);
        }
        int open = -1;
        for (int delimiter = text.indexOf(DELIMITER); delimiter >= 0; delimiter = text.indexOf(DELIMITER, delimiter + 1)) {
            if (delimiter > 0 && text.charAt(delimiter - 1) != '\n') {
                continue;
            }
            if (open < 0) {
                open = delimiter;
            } else if (delimiter > at) {
                return text.substring(open, delimiter + DELIMITER.length());
            } else {
                open = -1;
            }
        }
        throw new AssertionError("no table holds or follows \"" + phrase + "\"");
    }

    /**
     * The first bullet or paragraph in {@code text} that contains {@code phrase}: a bullet runs from its {@code *} to the
     * next bullet or blank line, a paragraph between blank lines. Fails when there is none.
     */
    static String block(String text, String phrase) {
        List<String> blocks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.isBlank() || line.matches("\\*+ .*")) {
                blocks.add(current.toString());
                current.setLength(0);
            }
            if (!line.isBlank()) {
                current.append(line).append('\n');
            }
        }
        blocks.add(current.toString());
        return blocks.stream().filter(block -> block.contains(phrase)).findFirst()
                .orElseThrow(() -> new AssertionError("no bullet or paragraph contains \"" + phrase + "\" in:\n" + text));
    }
}
