package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.CellFailureText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A table with one row per cell, defined by its columns. The first column names the cell; the next
 * {@code identityColumns} say what it is (phase, temperature, ...). A cell that failed or could not be
 * verified keeps those columns and shows "FAILED: reason" or "UNVERIFIED: reason" across the rest, so no
 * number of it is ever printed as if it were a result.
 */
final class CellTable {

    /** One column: its alignment ({@code "<"} or {@code ">"}), header and value for a cell. */
    record Column(String alignment, String header, Function<ResultCell, String> value) {
    }

    private final String title;
    private final BenchmarkRun run;
    private final List<Column> identity;
    private final List<Column> measures;

    CellTable(String title, BenchmarkRun run, List<Column> identity, List<Column> measures) {
        this.title = title;
        this.run = run;
        this.identity = List.copyOf(identity);
        this.measures = List.copyOf(measures);
    }

    /** The table of {@code cells}, or an empty string when there are none. */
    String render(List<ResultCell> cells) {
        List<String> columns = new ArrayList<>(List.of("<", "Cell"));
        for (Column column : all()) {
            columns.add(column.alignment());
            columns.add(column.header());
        }
        AsciiDocTable table = new AsciiDocTable(title, columns.toArray(String[]::new));
        for (ResultCell cell : cells) {
            List<String> leading = new ArrayList<>(List.of(name(cell)));
            identity.forEach(column -> leading.add(column.value().apply(cell)));
            if (run.verdict(cell).chartable()) {
                measures.forEach(column -> leading.add(column.value().apply(cell)));
                table.row(leading.toArray(String[]::new));
            } else {
                table.rowWithNote(leading, CellFailureText.of(cell, run.verdict(cell)));
            }
        }
        return table.isEmpty() ? "" : table.render();
    }

    private String name(ResultCell cell) {
        String label = Labels.cellOrFloor(run.catalogue(), cell);
        return CellFailureText.retry(cell).isPresent() ? label + " (retried)" : label;
    }

    private List<Column> all() {
        List<Column> all = new ArrayList<>(identity);
        all.addAll(measures);
        return all;
    }
}
