package persistencebench.whitepaper.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import persistencebench.whitepaper.document.AsciiDocTable;
import persistencebench.whitepaper.document.AsciidocRenderer;

/**
 * A comparison as an HTML page ({@value #NAME}{@code .html}, with its AsciiDoc source) beside the white paper: the same
 * heading and tables as the console ({@link ComparisonTables}).
 */
public final class ComparisonReport {
    /** The report's file name without its extension. */
    static final String NAME = "compare";

    private ComparisonReport() {
    }

    /** Writes the report of {@code comparison} into {@code directory} and returns the HTML file. */
    public static Path write(RunComparison comparison, Path directory) throws IOException {
        Files.createDirectories(directory);
        Path adoc = Files.writeString(directory.resolve(NAME + ".adoc"), asciiDoc(comparison), StandardCharsets.UTF_8);
        try (AsciidocRenderer renderer = new AsciidocRenderer()) {
            return renderer.html(adoc);
        }
    }

    /** The report's AsciiDoc source. */
    static String asciiDoc(RunComparison comparison) {
        StringBuilder text = new StringBuilder("= Two runs compared: " + ComparisonTables.SECOND + " against " + ComparisonTables.FIRST
                + "\n\n");
        ComparisonTables.heading(comparison).forEach(line -> text.append(line).append(" +\n"));
        for (ComparisonTables.Table table : ComparisonTables.of(comparison)) {
            text.append("\n== ").append(table.title()).append("\n\n");
            if (table.rows().isEmpty()) {
                text.append(table.empty()).append('\n');
                continue;
            }
            List<String> columns = new ArrayList<>();
            for (int i = 0; i < table.headers().size(); i++) {
                columns.add(table.numeric().get(i) ? ">" : "<");
                columns.add(table.headers().get(i));
            }
            AsciiDocTable adoc = new AsciiDocTable("", columns.toArray(String[]::new));
            table.rows().forEach(row -> adoc.row(row.toArray(String[]::new)));
            text.append(adoc.render());
        }
        return text.toString();
    }
}
