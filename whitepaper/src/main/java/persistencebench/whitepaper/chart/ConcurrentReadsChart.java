package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.study.SqlReferenceFigures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Figures: throughput of the {@code concurrentReads} cells of one query against the number of reader threads, one
 * figure per database engine (and one for the stores without a database), so a figure holds at most the two access
 * styles' variants in two modes and a reader can follow each line: one line per backend and variant (colour and
 * shade), solid for what every thread shares, dashed for a pool sized to the threads, each point with a whisker from
 * the low to the high end of its 95 % interval over the forks (none for a cell of one fork). Where a SQL reference
 * published concurrent figures for that engine and query kind, they stand beside ours as hollow markers at its thread
 * count, one series per connection setting it named. Drawn only when some line has at least two thread counts.
 */
public final class ConcurrentReadsChart {

    /** The group of the cells that ran on no database (object graphs in the JVM's heap). */
    public static final String NO_DATABASE = "";

    private static final Stroke SHARED = new BasicStroke(2.2f);
    private static final Stroke POOL = new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {7f, 4f}, 0f);
    private static final Stroke WHISKER = new BasicStroke(1.2f);
    private static final Color REFERENCE = new Color(0x55, 0x55, 0x55);
    /** The throughput axis's floor: a log axis has no zero, so a whisker reaching zero stops here. */
    private static final double AXIS_FLOOR = 0.1;

    private ConcurrentReadsChart() {
    }

    /** The figure's name for {@code query} on {@code database}, e.g. {@code read-concurrent-fast-h2}. */
    public static String name(String query, String database) {
        return "read-concurrent-" + query + "-" + (database.isEmpty() ? "no-database" : database);
    }

    /** The databases the measured cells of {@code query} ran on: {@link #NO_DATABASE} first, then in engine order. */
    public static List<String> databases(BenchmarkRun read, String query) {
        return read.concurrentReads().stream().filter(c -> query.equals(c.query()) && c.measured()).map(ConcurrentReadsChart::database)
                .distinct().sorted(Comparator.comparing((String d) -> !d.isEmpty()).thenComparing(Database.order())).toList();
    }

    /** The figure of {@code query} on {@code database}, or empty when no line there has two thread counts. */
    public static Optional<Figure> create(BenchmarkRun read, String query, String database, SqlReferenceFigures references) {
        Map<String, List<ConcurrentReadCell>> lines = lines(read, query, database);
        if (lines.values().stream().noneMatch(cells -> cells.size() >= 2)) {
            return Optional.empty();
        }
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDrawXError(false);
        renderer.setErrorStroke(WHISKER);
        lines.forEach((name, cells) -> {
            YIntervalSeries line = new YIntervalSeries(name);
            cells.forEach(c -> {
                double value = c.throughput().value();
                line.add(c.threads().doubleValue(), value, c.interval().map(ci -> Math.max(AXIS_FLOOR, ci.low())).orElse(value),
                        c.interval().map(ci -> ci.high()).orElse(value));
            });
            ConcurrentReadCell first = cells.get(0);
            int series = dataset.getSeriesCount();
            renderer.setSeriesPaint(series, Palette.fill(Palette.of(read.catalogue(), first.backend()),
                    Shade.of(read.catalogue().kind(first.backend(), first.variant()))));
            renderer.setSeriesStroke(series, "pool".equals(first.connectionMode()) ? POOL : SHARED);
            dataset.addSeries(line);
        });
        boolean referenced = addReferences(dataset, renderer, references, query, database);
        XYPlot plot = new XYPlot(dataset, threadAxis(), throughputAxis(), renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        plot.setOutlineVisible(false);
        Integer cpus = lines.values().stream().flatMap(List::stream).map(ConcurrentReadCell::cpus).filter(Objects::nonNull).findFirst()
                .orElse(null);
        String where = where(database);
        JFreeChart chart = ChartStyle.compose("Concurrent reads, " + query + " query, " + where
                        + ": throughput by reader threads (higher is better)",
                "Operations per second, the geometric mean of each fork's throughput over its samples; whiskers: the 95 % interval over the forks (its table"
                        + " gives it, and the forks; one reaching zero stops at the axis's floor); the same operations for every line;"
                        + " solid: one connection,"
                        + " session source or storage shared by the threads, dashed: a pool sized to the threads"
                        + (cpus == null ? "" : "; the machine had " + cpus + " CPUs, more threads than that only take turns")
                        + (referenced ? "; hollow circles: the reference's published figures as rows per second, its own"
                        + " queries on its own machine (the table of its figures says how they differ)" : ""),
                RunDescriptions.footnote(read), plot, renderer.getLegendItems());
        return Optional.of(Figure.of(name(query, database), "Read case: concurrent readers, " + query + " query, " + where
                + ", throughput against threads", chart));
    }

    /** "on H2", or "stores without a database". */
    private static String where(String database) {
        return database.isEmpty() ? "stores without a database" : "on " + Database.displayName(database);
    }

    private static String database(ConcurrentReadCell cell) {
        return cell.database() == null ? NO_DATABASE : cell.database();
    }

    /** The measured cells of {@code query} on {@code database} by line name, each line ordered by thread count. */
    private static Map<String, List<ConcurrentReadCell>> lines(BenchmarkRun read, String query, String database) {
        Map<String, List<ConcurrentReadCell>> lines = new LinkedHashMap<>();
        read.concurrentReads().stream()
                .filter(c -> query.equals(c.query()) && database.equals(database(c)) && c.measured() && c.opsPerSecond() != null)
                .sorted(Comparator.comparing(ConcurrentReadCell::threads))
                .forEach(c -> lines.computeIfAbsent(Labels.style(read.catalogue(), c.backend(), c.variant()) + ", " + c.connectionMode(),
                        k -> new ArrayList<>()).add(c));
        return lines;
    }

    /**
     * The reference's concurrent figures of this engine and query kind, one hollow-marker series per connection
     * setting it named; whether there were any.
     */
    private static boolean addReferences(YIntervalSeriesCollection dataset, XYErrorRenderer renderer, SqlReferenceFigures references,
                                         String query, String database) {
        Map<String, YIntervalSeries> bySetting = new LinkedHashMap<>();
        for (SqlReferenceFigures.Reference reference : references.references()) {
            for (SqlReferenceFigures.Figure figure : reference.figures()) {
                SqlReferenceFigures.OurCells ours = figure.ours();
                if (ours != null && ConcurrentReadCell.PHASE.equals(ours.phase()) && query.equals(ours.query())
                        && database.equals(figure.database()) && figure.threads() != null && figure.rowsPerSecond() != null) {
                    bySetting.computeIfAbsent(figure.settings(), setting -> new YIntervalSeries("reference: " + setting, false, true))
                            .add(figure.threads().doubleValue(), figure.rowsPerSecond(), figure.rowsPerSecond(), figure.rowsPerSecond());
                }
            }
        }
        for (YIntervalSeries series : bySetting.values()) {
            int index = dataset.getSeriesCount();
            dataset.addSeries(series);
            renderer.setSeriesLinesVisible(index, false);
            renderer.setSeriesShapesFilled(index, false);
            renderer.setSeriesShape(index, new Ellipse2D.Double(-5, -5, 10, 10));
            renderer.setSeriesPaint(index, REFERENCE);
        }
        return !bySetting.isEmpty();
    }

    /** "JDBC · tuned on H2", the study's database not named. */
    public static String contestant(BenchmarkRun read, ConcurrentReadCell cell) {
        return Labels.contestant(read.catalogue(), cell.backend(), cell.variant(), cell.database());
    }

    /** Logarithmic in threads, up to 12: ours run 1 to 8, a reference may have run 10. */
    private static LogAxis threadAxis() {
        LogAxis axis = new LogAxis("reader threads (log₂ scale)");
        axis.setBase(2);
        axis.setSmallestValue(0.5);
        axis.setAutoRange(false);
        axis.setRange(0.8, 12);
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
        axis.setSmallestValue(AXIS_FLOOR);
        axis.setTickUnit(new NumberTickUnit(1.0));
        axis.setNumberFormatOverride(NumberFormat.getIntegerInstance(Locale.ROOT));
        axis.setUpperMargin(0.12);
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        return axis;
    }
}
