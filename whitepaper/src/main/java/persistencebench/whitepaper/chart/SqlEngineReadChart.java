package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Figures: one query phase of the SQL backends on every database, a panel for cold and one for hot, a bar per access
 * style and database. Cold bars are open + first query, hot bars the query on an open connection, both medians with
 * whiskers from the fastest to the slowest sample; one value axis, logarithmic when they span more than
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
                .map(temperature -> new Facet(temperature.equals(ResultCell.COLD) ? "cold: open + first query" : "hot: query",
                        bars(matrix, temperature)))
                .toList();
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — the SQL backends on each database (lower is better)",
                "Median of " + RunDescriptions.iterations(charted) + "; whiskers min–max. " + ColdKinds.subtitle(matrix.cells())
                        + CellBars.notChartedByDatabase(read, matrix.cells()),
                RunDescriptions.footnote(read), "milliseconds per sample", facets, List.of(), SqlEngineWriteChart.LOG_SCALE_SPAN);
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
                        .ifPresent(c -> bars.add(bar(matrix.run(), c)));
            }
        }
        return bars;
    }

    private static Bar bar(BenchmarkRun read, ResultCell cell) {
        Optional<List<Double>> range = TimedRegion.comparableRange(cell);
        return CellBars.sampled(read, cell, Labels.cellOnDatabase(read.catalogue(), cell), TimedRegion.comparableMillis(cell),
                range.map(r -> r.get(0)).orElse(null), range.map(r -> r.get(1)).orElse(null), "ms");
    }
}
