package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.SqlEngineReadChart;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The read part of the section on SQL engines, per query phase: the cold and hot geometric means, with their 95 % intervals, of
 * every access style on every database, the figure, and what the cells' answers prove: the same digest on every
 * database, each read from its own copy of the one generated bookstore.
 */
final class SqlEngineReadPhases {

    private static final List<DatabaseMatrixTable.Column> COLUMNS = List.of(
            new DatabaseMatrixTable.Column("cold (ms)", ResultCell.COLD, c -> CellFormat.compared(BenchmarkKind.READ, c)),
            new DatabaseMatrixTable.Column("hot (ms)", "hot", c -> CellFormat.compared(BenchmarkKind.READ, c)));

    private SqlEngineReadPhases() {
    }

    static String render(BenchmarkRun read, List<Figure> figures) {
        return read.phases().stream().map(phase -> new DatabaseMatrix(read, phase)).filter(DatabaseMatrix::spansDatabases)
                .map(matrix -> phase(matrix, figures)).collect(Collectors.joining("\n"));
    }

    private static String phase(DatabaseMatrix matrix, List<Figure> figures) {
        String phase = matrix.cells().get(0).phase();
        return "==== " + Labels.phaseTitle(phase) + " (`" + phase + "`)\n\n"
                + new DatabaseMatrixTable(Labels.phaseTitle(phase) + " on each database: cold is open + all the phase's queries in a"
                + " fresh JVM, hot the queries on an open connection (geometric means over the units with their 95 % intervals)", matrix, c -> true, COLUMNS).render()
                + StudyApproachesNote.of(matrix).map(note -> "\n" + note + "\n").orElse("")
                + "\n" + answers(matrix) + "\n" + FigureBlocks.named(figures, SqlEngineReadChart.name(phase));
    }

    /** The sentence that proves every database answered the same question with the same answer. */
    static String answers(DatabaseMatrix matrix) {
        BenchmarkRun read = matrix.run();
        List<ResultCell> charted = matrix.cells().stream().filter(c -> read.verdict(c).chartable()).toList();
        if (charted.isEmpty()) {
            return "No SQL cell of this phase could be charted.\n";
        }
        Map<String, List<ResultCell>> byDigest = new TreeMap<>(charted.stream().collect(Collectors.groupingBy(ResultCell::resultDigest)));
        String databases = Labels.list(charted.stream().map(ResultCell::database).distinct().map(Database::displayName).toList());
        if (byDigest.size() > 1) {
            return "WARNING: The SQL cells of this phase on " + databases + " did not return the same answer: " + byDigest.entrySet().stream()
                    .map(e -> AsciiDocText.literal(e.getKey()) + " from " + e.getValue().stream()
                            .map(c -> Labels.cellWithTemperature(read.catalogue(), c)).collect(Collectors.joining(", ")))
                    .collect(Collectors.joining("; ")) + ".\n";
        }
        ResultCell first = charted.get(0);
        String stores = charted.stream().map(ResultCell::store).filter(Objects::nonNull).distinct().map(AsciiDocText::literal)
                .collect(Collectors.joining(", "));
        String content = read.dataset().contentDigest() == null ? "" : " (content digest " + AsciiDocText.literal(read.dataset().contentDigest()) + ")";
        return "All " + charted.size() + " charted SQL cells of this phase, on " + databases + ", returned the same answer as every"
                + " other backend of the run" + (first.resultCount() == null ? "" : ", " + Quantities.count(first.resultCount()) + " results")
                + ", digest " + AsciiDocText.literal(first.resultDigest()) + "."
                + (stores.isEmpty() ? "" : " Each database answered from its own stores (" + stores + "), all loaded from the same"
                + " generated bookstore" + content + ".") + "\n";
    }
}
