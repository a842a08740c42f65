package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figure: SQL statements each backend/variant sent per sample of a phase, counted in an untimed pass —
 * the N+1 problem made visible. Backends that send no SQL record no count and are not drawn.
 */
public final class ReadStatementsChart {

    public static final String NAME = "read-statements";

    private ReadStatementsChart() {
    }

    /** The figure, or empty when no chartable cell recorded a statement count. */
    public static Optional<Figure> create(BenchmarkRun read) {
        List<Facet> facets = new ArrayList<>();
        for (String phase : read.phases()) {
            List<Bar> bars = read.chartable(phase).stream().filter(c -> c.jdbcStatements() != null)
                    .map(c -> bar(read, c)).toList();
            facets.add(new Facet(Labels.phase(phase), bars));
        }
        BarChartSpec spec = new BarChartSpec(
                "Read: SQL statements per sample (fewer is better)",
                "Statements sent to the database for all queries of one sample, counted in an untimed pass; a count,"
                        + " the same in every sample, so it has no spread.",
                RunDescriptions.footnote(read),
                "statements per sample",
                facets, List.of());
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.ofBars(NAME, "Read case: SQL statements sent per sample", spec));
    }

    private static Bar bar(BenchmarkRun read, ResultCell cell) {
        Bar bar = CellBars.plain(read, cell, Labels.cellWithTemperature(read.catalogue(), cell),
                cell.jdbcStatements(), null, null, "statements");
        return bar.withValueText(Quantities.count(cell.jdbcStatements()) + " statements");
    }
}
