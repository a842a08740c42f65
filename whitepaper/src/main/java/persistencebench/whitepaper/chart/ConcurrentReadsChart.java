package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Database;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Figure: throughput of the {@code concurrentReads} cells of one query against the number of reader threads, one line
 * per backend, variant, database and connection mode (solid: what every thread shares; dashed: a pool sized to the
 * threads). Drawn only when some line has at least two thread counts.
 */
public final class ConcurrentReadsChart {

    private static final Stroke SHARED = new BasicStroke(2.2f);
    private static final Stroke POOL = new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {7f, 4f}, 0f);

    private ConcurrentReadsChart() {
    }

    /** The figure's name for {@code query}, e.g. {@code read-concurrent-fast}. */
    public static String name(String query) {
        return "read-concurrent-" + query;
    }

    /** The figure of {@code query}, or empty when no line has two thread counts. */
    public static Optional<Figure> create(BenchmarkRun read, String query) {
        Map<String, List<ConcurrentReadCell>> lines = lines(read, query);
        if (lines.values().stream().noneMatch(cells -> cells.size() >= 2)) {
            return Optional.empty();
        }
        XYSeriesCollection dataset = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        lines.forEach((name, cells) -> {
            XYSeries line = new XYSeries(name);
            cells.forEach(c -> line.add(c.threads().doubleValue(), c.opsPerSecond()));
            ConcurrentReadCell first = cells.get(0);
            int series = dataset.getSeriesCount();
            renderer.setSeriesPaint(series, Palette.fill(Palette.of(read.catalogue(), first.backend()),
                    Shade.of(read.catalogue().kind(first.backend(), first.variant()))));
            renderer.setSeriesStroke(series, "pool".equals(first.connectionMode()) ? POOL : SHARED);
            dataset.addSeries(line);
        });
        XYPlot plot = new XYPlot(dataset, threadAxis(), throughputAxis(), renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        plot.setOutlineVisible(false);
        Integer cpus = lines.values().stream().flatMap(List::stream).map(ConcurrentReadCell::cpus).filter(c -> c != null).findFirst()
                .orElse(null);
        JFreeChart chart = ChartStyle.compose("Concurrent reads, " + query + " query: throughput by reader threads (higher is better)",
                "Operations per second over each cell's wall time, the same operations for every line; solid: one connection,"
                        + " session source or storage shared by the threads, dashed: a pool sized to the threads"
                        + (cpus == null ? "" : "; the machine had " + cpus + " CPUs, more threads than that only take turns"),
                RunDescriptions.footnote(read), plot, renderer.getLegendItems());
        return Optional.of(Figure.of(name(query), "Read case: concurrent readers, " + query + " query, throughput against threads", chart));
    }

    /** The measured cells of {@code query} by line name, each line ordered by thread count. */
    private static Map<String, List<ConcurrentReadCell>> lines(BenchmarkRun read, String query) {
        Map<String, List<ConcurrentReadCell>> lines = new LinkedHashMap<>();
        read.concurrentReads().stream().filter(c -> query.equals(c.query()) && c.measured() && c.opsPerSecond() != null)
                .sorted(Comparator.comparing(ConcurrentReadCell::threads))
                .forEach(c -> lines.computeIfAbsent(lineName(read, c), k -> new ArrayList<>()).add(c));
        return lines;
    }

    /** "JDBC · tuned on H2", the study's database not named. */
    public static String contestant(BenchmarkRun read, ConcurrentReadCell cell) {
        return Labels.style(read.catalogue(), cell.backend(), cell.variant())
                + (cell.onOtherDatabase() ? " on " + Database.displayName(cell.database()) : "");
    }

    /** "JDBC · tuned on H2, pool". */
    private static String lineName(BenchmarkRun read, ConcurrentReadCell cell) {
        return contestant(read, cell) + ", " + cell.connectionMode();
    }

    private static LogAxis threadAxis() {
        LogAxis axis = new LogAxis("reader threads (log₂ scale)");
        axis.setBase(2);
        axis.setSmallestValue(0.5);
        axis.setAutoRange(false);
        axis.setRange(0.8, 10);
        axis.setTickUnit(new NumberTickUnit(1.0));
        axis.setNumberFormatOverride(NumberFormat.getIntegerInstance(Locale.ROOT));
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        return axis;
    }

    /** Logarithmic: an object graph's point lookups and an ORM's slow queries differ by several orders of magnitude. */
    private static LogAxis throughputAxis() {
        LogAxis axis = new LogAxis("operations per second (log₁₀ scale)");
        axis.setBase(10);
        axis.setSmallestValue(0.1);
        axis.setTickUnit(new NumberTickUnit(1.0));
        axis.setNumberFormatOverride(NumberFormat.getIntegerInstance(Locale.ROOT));
        axis.setUpperMargin(0.12);
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        return axis;
    }
}
