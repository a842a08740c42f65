package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Figure: the SQL backends' load throughput on every database, one panel per access style (backend and variant), one
 * bar per database, with the CSV-load-only rate as the ceiling. Rows per second, because that is what the references
 * publish; the axis turns logarithmic once the rates differ by more than {@link #LOG_SCALE_SPAN}, as a slow server's
 * study approach next to an embedded engine's bulk path easily does.
 */
public final class SqlEngineWriteChart {

    public static final String NAME = "sql-engines-write";
    /** Rates further apart than this get a logarithmic axis: the slow bars would otherwise shrink to slivers. */
    static final double LOG_SCALE_SPAN = 20.0;

    private SqlEngineWriteChart() {
    }

    /** The figure for a write run; empty when its SQL cells ran on one database only or none may be charted. */
    public static Optional<Figure> create(BenchmarkRun write) {
        DatabaseMatrix matrix = new DatabaseMatrix(write, BenchmarkKind.STORE_PHASE);
        if (!matrix.spansDatabases()) {
            return Optional.empty();
        }
        boolean severalClasses = matrix.cells().stream().map(ResultCell::durability).filter(Objects::nonNull).distinct().count() > 1;
        List<Facet> facets = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            List<Bar> bars = new ArrayList<>();
            matrix.cells().stream().filter(c -> c.backend().equals(style.backend()) && c.variant().equals(style.variant())
                            && write.verdict(c).chartable())
                    .forEach(c -> WriteRates.bar(write, c, Database.displayName(c.database())
                            + (severalClasses ? ", durability " + c.durability() : "")).ifPresent(bars::add));
            facets.add(new Facet(Labels.style(write.catalogue(), style.backend(), style.variant()), bars));
        }
        List<BarChartSpec.Baseline> baselines = new ArrayList<>();
        WriteSecondsChart.parseRate(write).ifPresent(baselines::add);
        List<ResultCell> charted = matrix.cells().stream().filter(c -> write.verdict(c).chartable()).toList();
        BarChartSpec spec = new BarChartSpec(
                "Write: the SQL backends on each database, rows stored per second (higher is better)",
                "Each panel is one way of using a backend, each bar a database; the whole timed region, at " + RunDescriptions.GEOMETRIC_MEAN_OF + " "
                        + RunDescriptions.iterations(charted) + "." + CellBars.openEnded(facets.stream().flatMap(f -> f.bars().stream()).toList())
                        + CellBars.notChartedByDatabase(write, matrix.cells()),
                CellBars.footnote(write, charted), "thousand rows per second", facets, baselines, LOG_SCALE_SPAN);
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.ofBars(NAME, "SQL engines: rows stored per second on each database, "
                + RunDescriptions.dataset(write), spec));
    }
}
