package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.util.List;
import java.util.stream.DoubleStream;

/**
 * A line chart with both axes logarithmic (base 10), for a cost against a dataset size: a straight line is a power law,
 * its slope the power. Each line's points carry an optional whisker; a whisker whose low end is zero or below runs to the
 * axis's bottom, one without an upper end to its top ({@link LogScaleAxis}).
 */
final class LogLogChart {

    private static final BasicStroke LINE = new BasicStroke(2.2f);
    private static final Color MINOR_GRID = new Color(0xEE, 0xEE, 0xEE);

    private LogLogChart() {
    }

    /** One point: its size and value, the whisker from {@code low} to {@code high} ({@code low == high == y}: none). */
    record Point(double x, double y, double low, double high) {

        /** A point without a whisker. */
        static Point bare(double x, double y) {
            return new Point(x, y, y, y);
        }
    }

    /** One line: its legend label, colour and marker, and its points ascending by size. */
    record Line(String label, Color colour, Shape marker, List<Point> points) {
    }

    /** The chart's texts: title, subtitle, footnote and the two axes' labels (which say the scale is logarithmic). */
    record Texts(String title, String subtitle, String footnote, String xLabel, String yLabel) {
    }

    /** The chart of {@code lines}, none of them empty. */
    static JFreeChart of(Texts texts, List<Line> lines) {
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        XYErrorRenderer renderer = new XYErrorRenderer();
        LogAxis x = new LogScaleAxis(texts.xLabel(), lines.stream().flatMap(line -> line.points().stream()).mapToDouble(Point::x));
        LogAxis y = new LogScaleAxis(texts.yLabel(), lines.stream().flatMap(line -> line.points().stream())
                .flatMapToDouble(p -> DoubleStream.of(p.y(), p.low(), p.high())));
        double bottom = y.getLowerBound();
        double top = y.getUpperBound();
        for (Line line : lines) {
            YIntervalSeries series = new YIntervalSeries(line.label());
            line.points().forEach(p -> series.add(p.x(), p.y(), p.low() > 0 ? p.low() : bottom, Double.isInfinite(p.high()) ? top : p.high()));
            int index = dataset.getSeriesCount();
            renderer.setSeriesPaint(index, line.colour());
            renderer.setSeriesStroke(index, LINE);
            renderer.setSeriesShape(index, line.marker());
            dataset.addSeries(series);
        }
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setErrorStroke(ChartStyle.WHISKER_STROKE);
        renderer.setCapLength(8);
        XYPlot plot = new XYPlot(dataset, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        // a log scale is read by its minor lines (2, 3, ... 9 times a decade) as much as by its decades
        plot.setDomainMinorGridlinesVisible(true);
        plot.setRangeMinorGridlinesVisible(true);
        plot.setDomainMinorGridlinePaint(MINOR_GRID);
        plot.setRangeMinorGridlinePaint(MINOR_GRID);
        plot.setOutlineVisible(false);
        return ChartStyle.compose(texts.title(), texts.subtitle(), texts.footnote(), plot, renderer.getLegendItems());
    }
}
