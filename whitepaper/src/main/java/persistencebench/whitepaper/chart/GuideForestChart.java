package persistencebench.whitepaper.chart;

import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.XIntervalSeries;
import org.jfree.data.xy.XIntervalSeriesCollection;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.guide.ForestAxis;
import persistencebench.whitepaper.guide.GuideRow;
import persistencebench.whitepaper.guide.Standing;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One figure per row of the decision guide, a forest plot: each contestant of the row on a line of its own, in the row's
 * order (the fastest first), its value as a dot and its 95 % interval as a bar, all on one logarithmic axis on which lower
 * is better. The winner, or the leaders shown equal, are the only contestants drawn in the strong colour, so the figure
 * marks what the row's verdict decides and nothing more (fairness rule 10).
 */
public final class GuideForestChart {

    /** The colour of the winner or of the leaders shown equal, and of nothing else. */
    static final Color LEADER = new Color(0xD5, 0x5E, 0x00);
    private static final int BASE_HEIGHT = 240;
    private static final int PIXELS_PER_CONTESTANT = 26;
    private static final double DOT = 9;
    private static final double LEADER_DOT = 13;

    /** How a position is drawn and named in the legend; the strong colour for the leaders alone. */
    private enum Look {
        LEADER("the winner, or the leaders shown equal", GuideForestChart.LEADER, LEADER_DOT),
        NOT_SEPARATED("ranked, not separated from the fastest", new Color(0x00, 0x72, 0xB2), DOT),
        BEHIND("ranked, shown slower than another", new Color(0x77, 0x77, 0x77), DOT),
        NO_INTERVAL("no interval that supports a ranking", Color.BLACK, DOT),
        NOT_STEADY("not at steady state: never ranked", new Color(0xCC, 0x79, 0xA7), DOT);

        private final String legend;
        private final Color colour;
        private final double size;

        Look(String legend, Color colour, double size) {
            this.legend = legend;
            this.colour = colour;
            this.size = size;
        }

        static Look of(Standing.Position position) {
            return switch (position) {
                case LEADS, TIED_AT_TOP -> LEADER;
                case NOT_SEPARATED -> NOT_SEPARATED;
                case BEHIND -> BEHIND;
                case NO_INTERVAL -> NO_INTERVAL;
                case NOT_STEADY -> NOT_STEADY;
            };
        }

        Shape dot() {
            return new Ellipse2D.Double(-size / 2, -size / 2, size, size);
        }
    }

    private GuideForestChart() {
    }

    /** The file name stem of the figure of the guide's {@code index}-th row, counting from 1. */
    public static String name(int index) {
        return String.format(Locale.ROOT, "guide-row-%02d", index);
    }

    /** A figure for each of {@code rows} with a contestant to draw, named after the row's place among them. */
    static List<Figure> create(List<GuideRow> rows) {
        List<Figure> figures = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            GuideRow row = rows.get(i);
            List<Standing> drawn = row.standings().stream().filter(s -> s.value().value() > 0 && Double.isFinite(s.value().value())).toList();
            if (!drawn.isEmpty()) {
                figures.add(figure(name(i + 1), row, drawn));
            }
        }
        return figures;
    }

    private static Figure figure(String name, GuideRow row, List<Standing> drawn) {
        ForestAxis axis = row.axis();
        Map<Look, XIntervalSeries> series = new EnumMap<>(Look.class);
        List<Double> ends = new ArrayList<>();
        for (int line = 0; line < drawn.size(); line++) {
            Standing standing = drawn.get(line);
            double value = axis.of(standing.value().value());
            // an interval without a finite, positive end (the reciprocal of one reaching zero) is drawn as no interval
            double low = standing.value().interval().map(ConfidenceInterval::low).map(axis::of).filter(v -> v > 0).orElse(value);
            double high = standing.value().interval().map(ConfidenceInterval::high).map(axis::of).filter(Double::isFinite).orElse(value);
            series.computeIfAbsent(Look.of(standing.position()), look -> new XIntervalSeries(look.legend, false, true))
                    .add(value, low, high, line);
            ends.add(low);
            ends.add(high);
        }
        XIntervalSeriesCollection dataset = new XIntervalSeriesCollection();
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawYError(false);
        renderer.setCapLength(8);
        renderer.setErrorStroke(ChartStyle.WHISKER_STROKE);
        LegendItemCollection legend = new LegendItemCollection();
        for (Map.Entry<Look, XIntervalSeries> entry : series.entrySet()) {
            int index = dataset.getSeriesCount();
            dataset.addSeries(entry.getValue());
            Look look = entry.getKey();
            renderer.setSeriesPaint(index, look.colour);
            renderer.setSeriesShape(index, look.dot());
            legend.add(new LegendItem(look.legend, null, null, null, look.dot(), look.colour, ChartStyle.WHISKER_STROKE,
                    look.colour));
        }
        SymbolAxis contestants = new SymbolAxis(null, drawn.stream().map(Standing::contestant).toArray(String[]::new));
        contestants.setInverted(true); // the row's first contestant, the fastest, on top
        contestants.setGridBandsVisible(false);
        contestants.setTickLabelFont(ChartStyle.TICK_LABEL);
        LogScaleAxis values = new LogScaleAxis(axis.label() + " (logarithmic scale, lower is better)",
                ends.stream().mapToDouble(Double::doubleValue));
        XYPlot plot = new XYPlot(dataset, values, contestants, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinesVisible(false);
        plot.setOutlineVisible(false);
        String verdict = row.decided()
                ? "Marked: " + String.join(", ", row.leaders()) + (row.leaders().size() == 1 ? " (the winner)." : " (shown equal).")
                : "This run names no winner here; the guide's table says why.";
        String footnote = "Dot: a contestant's value; bar: its 95 % interval, where it has one. " + verdict
                + (row.source().isEmpty() ? "" : "\n" + row.source());
        int height = BASE_HEIGHT + PIXELS_PER_CONTESTANT * drawn.size();
        String subtitle = row.coverage().isEmpty() ? "" : "Covers " + row.coverage() + ".";
        return new Figure(name, "Decision guide: " + row.workload(), ChartStyle.compose(row.workload(), subtitle, footnote, plot, legend),
                ChartStyle.WIDTH, height);
    }
}
