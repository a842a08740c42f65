package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Figures: one query phase of the SQL backends on every database, a panel for cold and one for hot, a bar per access
 * style and database. Cold bars are open + all the phase's queries in a fresh JVM, hot bars the queries on an open
 * connection, both medians with the whisker of their 95 % interval; one value axis, logarithmic when they span more than
 * {@link SqlEngineWriteChart#LOG_SCALE_SPAN}, as cold and hot usually do.
 */
public final class SqlEngineReadChart {

    private SqlEngineReadChart() {
    }

    /** The file name stem for {@code phase}, e.g. {@code sql-engines-customersPaged}. */
    public static String name(String phase) {
        return "sql-engines-" + phase;
    }

    /** The figure for {@code phase}; empty when its SQL cells ran on one database only or none may be charted. */
    public static Optional<Figure> create(BenchmarkRun read, String phase) {
        DatabaseMatrix matrix = new DatabaseMatrix(read, phase);
        if (!matrix.spansDatabases()) {
            return Optional.empty();
        }
        List<ResultCell> charted = matrix.cells().stream().filter(c -> read.verdict(c).chartable()).toList();
        List<Facet> facets = charted.stream().map(ResultCell::temperature).filter(Objects::nonNull).distinct()
                .map(temperature -> new Facet(temperature.equals(ResultCell.COLD) ? "cold: open + queries" : "hot: queries",
                        bars(matrix, temperature)))
                .toList();
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — the SQL backends on each database (lower is better)",
                "Median of " + RunDescriptions.iterations(charted) + "; cold: open + all the phase's queries in a fresh JVM,"
                        + " hot: the queries on an open connection. " + ColdKinds.subtitle(matrix.cells())
                        + CellBars.notChartedByDatabase(read, matrix.cells()),
                CellBars.footnote(read, charted), "milliseconds per sample", facets, List.of(), SqlEngineWriteChart.LOG_SCALE_SPAN);
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.ofBars(name(phase), "SQL engines, " + Labels.phase(phase) + ": cold and hot on each database", spec));
    }

    /** Each access style's databases side by side, so a panel reads as one group per style. */
    private static List<Bar> bars(DatabaseMatrix matrix, String temperature) {
        List<Bar> bars = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            for (String database : matrix.databases()) {
                matrix.cell(style, database, temperature).filter(c -> matrix.run().verdict(c).chartable())
                        .flatMap(c -> bar(matrix.run(), c)).ifPresent(bars::add);
            }
        }
        return bars;
    }

    private static Optional<Bar> bar(BenchmarkRun read, ResultCell cell) {
        return Compared.of(cell).map(compared -> CellBars.of(read, cell, Labels.cellOnDatabase(read.catalogue(), cell), compared, "ms"));
    }
}
