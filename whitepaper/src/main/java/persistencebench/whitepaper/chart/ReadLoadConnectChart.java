package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Optional;

/**
 * Figure: the time until the first query of a phase could run (JDBC connect, Hibernate boot,
 * MicroStream/EclipseStore storage start with its eager graph), cold beside hot.
 */
public final class ReadLoadConnectChart {

    private ReadLoadConnectChart() {
    }

    /** The file name stem for {@code phase}'s figure. */
    public static String name(String phase) {
        return "read-load-connect-" + phase;
    }

    /** The figure for one phase, or empty when no cell of the phase recorded a load/connect time. */
    public static Optional<Figure> create(BenchmarkRun read, String phase) {
        List<ResultCell> cells = read.cells(phase);
        List<Facet> facets = ReadFacets.byTemperature(cells, ReadLoadConnectChart::bar);
        if (facets.isEmpty()) {
            return Optional.empty();
        }
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — load/connect time (lower is better)",
                "Time from start until the first query could run, median over the measured runs.",
                RunDescriptions.footnote(read),
                "milliseconds until the first query",
                facets, List.of());
        return Optional.of(Figure.of(name(phase), "Read case, " + Labels.phase(phase)
                + ": time until the first query could run", new BarChartBuilder().build(spec)));
    }

    private static Bar bar(ResultCell cell) {
        if (cell.loadConnectMillis() == null) {
            return null;
        }
        return Bar.of(Labels.cell(cell), cell.backend(), Shade.ofVariant(cell.variant()),
                cell.loadConnectMillis(), null, null, "ms");
    }
}
