package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;

/**
 * Figure: JDBC statements each SQL backend/variant issued per run of a phase — the N+1 problem
 * made visible. Object-graph backends issue none and are not drawn.
 */
public final class ReadStatementsChart {

    public static final String NAME = "read-statements";

    private ReadStatementsChart() {
    }

    /** The figure, or empty when no cell recorded a statement count. */
    public static Optional<Figure> create(BenchmarkRun read) {
        List<Facet> facets = ReadFacets.byPhase(read.cells(), ReadStatementsChart::bar);
        if (facets.isEmpty()) {
            return Optional.empty();
        }
        BarChartSpec spec = new BarChartSpec(
                "Read: JDBC statements per run (fewer is better)",
                "Statements sent to PostgreSQL for all queries of one run of the phase.",
                RunDescriptions.footnote(read),
                "statements per run",
                facets, List.of());
        return Optional.of(Figure.of(NAME, "Read case: JDBC statements issued per run",
                new BarChartBuilder().build(spec)));
    }

    private static Bar bar(ResultCell cell) {
        if (cell.jdbcStatements() == null) {
            return null;
        }
        return Bar.ofCount(Labels.cell(cell) + " · " + cell.temperature(), cell.backend(), Shade.ofVariant(cell.variant()),
                cell.jdbcStatements(), "statements");
    }
}
