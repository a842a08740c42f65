package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.CellFailureText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.CellVerdict;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A table of a {@link DatabaseMatrix}: a row per access style, a group of columns per database. A cell that was not
 * charted (failed, unverified or skipped) shows its status once in its group, and the reasons follow the table, each
 * once with the cells it applies to, so four skipped cells of one unavailable server take one line.
 */
final class DatabaseMatrixTable {

    /**
     * One column of every database's group: its header, which cell it reads ({@code temperature}: {@code null} for
     * write cells) and the value it shows for a charted cell.
     */
    record Column(String header, String temperature, Function<ResultCell, String> value) {
    }

    private final String title;
    private final DatabaseMatrix matrix;
    private final Predicate<ResultCell> included;
    private final List<Column> columns;

    /**
     * @param included which of the matrix's cells the table shows (e.g. one durability class); the others are "–"
     */
    DatabaseMatrixTable(String title, DatabaseMatrix matrix, Predicate<ResultCell> included, List<Column> columns) {
        this.title = title;
        this.matrix = matrix;
        this.included = included;
        this.columns = List.copyOf(columns);
    }

    /** The table followed by the reasons of the cells it could not chart, or an empty string when it has no cell. */
    String render() {
        BenchmarkRun run = matrix.run();
        List<String> databases = matrix.databases();
        List<String> header = new ArrayList<>(List.of("<", "Access style"));
        for (String database : databases) {
            for (int i = 0; i < columns.size(); i++) {
                header.add(">");
                header.add(i == 0 ? Database.displayName(database) + " " + columns.get(i).header() : columns.get(i).header());
            }
        }
        AsciiDocTable table = new AsciiDocTable(title, header.toArray(String[]::new));
        List<ResultCell> shown = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            List<String> row = new ArrayList<>(List.of(Labels.style(run.catalogue(), style.backend(), style.variant())));
            for (String database : databases) {
                List<ResultCell> statusShown = new ArrayList<>();
                for (Column column : columns) {
                    Optional<ResultCell> cell = matrix.cell(style, database, column.temperature()).filter(included);
                    cell.ifPresent(shown::add);
                    row.add(cell.map(c -> value(run, c, column, statusShown)).orElse(""));
                }
            }
            if (row.stream().skip(1).anyMatch(value -> !value.isEmpty())) {
                table.row(row.toArray(String[]::new));
            }
        }
        return table.isEmpty() ? "" : table.render() + reasons(run, shown);
    }

    private static String value(BenchmarkRun run, ResultCell cell, Column column, List<ResultCell> statusShown) {
        CellVerdict verdict = run.verdict(cell);
        if (verdict.chartable()) {
            return column.value().apply(cell);
        }
        if (statusShown.contains(cell)) {
            return "";
        }
        statusShown.add(cell);
        return verdict.status().name().toLowerCase(Locale.ROOT);
    }

    /**
     * "Every cell on MariaDB — skipped: reason" or "JDBC · paper on H2, cold — FAILED: reason": each reason once, naming
     * a whole database when all its cells in the table share it.
     */
    private static String reasons(BenchmarkRun run, List<ResultCell> shown) {
        List<ResultCell> cells = shown.stream().distinct().toList();
        Map<String, List<ResultCell>> cellsByReason = new LinkedHashMap<>();
        cells.stream().filter(c -> !run.verdict(c).chartable()).forEach(c -> cellsByReason
                .computeIfAbsent(CellFailureText.of(c, run.verdict(c)), reason -> new ArrayList<>()).add(c));
        if (cellsByReason.isEmpty()) {
            return "";
        }
        List<String> lines = new ArrayList<>();
        cellsByReason.forEach((reason, affected) -> lines.add(which(run, cells, affected) + " — " + reason));
        return "\nNot charted:\n\n" + Bullets.of(lines);
    }

    private static String which(BenchmarkRun run, List<ResultCell> cells, List<ResultCell> affected) {
        List<String> databases = affected.stream().map(ResultCell::database).distinct().toList();
        boolean wholeDatabases = cells.stream().filter(c -> databases.contains(c.database())).allMatch(affected::contains);
        if (wholeDatabases) {
            return "Every cell on " + Labels.databases(databases);
        }
        return affected.stream().map(c -> Labels.cellWithTemperature(run.catalogue(), c)).collect(Collectors.joining(", "));
    }
}
