package persistencebench.whitepaper.chart;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.DoubleStream;

/**
 * A base-10 logarithmic axis over some values with a margin on both sides, a labelled tick at every power of ten and
 * minor ticks (gridlines) at 2 to 9 times it. Where the axis spans fewer than {@link #LABELLED_MINORS_BELOW} decades (a flat line:
 * bytes per trip, a constant rate), it labels 2 and 5 times each power of ten too, so that no axis is left with one
 * label or none.
 */
final class LogScaleAxis extends LogAxis {

    /** Below this many decades the 2s and 5s are labelled. */
    static final double LABELLED_MINORS_BELOW = 2;
    /** The margin on each side, as a factor: the outermost points and their labels stay inside the plot. */
    private static final double MARGIN = 1.5;

    /** An axis over the positive, finite ones of {@code values} (1 to 10 when there are none). */
    LogScaleAxis(String label, DoubleStream values) {
        super(label);
        double[] finite = values.filter(v -> v > 0 && Double.isFinite(v)).toArray();
        double low = DoubleStream.of(finite).min().orElse(1) / MARGIN;
        double high = DoubleStream.of(finite).max().orElse(10) * MARGIN;
        setBase(10);
        setSmallestValue(low);
        setAutoRange(false);
        setRange(low, high);
        // labels fall on 1, 2 and 5 times a power of ten, which one significant digit prints exactly: 0.02, 5, 1,000
        setNumberFormatOverride(new SignificantDigitsFormat(1));
        setLabelFont(ChartStyle.AXIS_LABEL);
        setTickLabelFont(ChartStyle.TICK_LABEL);
    }

    /**
     * The ticks, made here rather than by {@link LogAxis}, which starts at the first power of ten inside the range and so
     * draws no tick at all on an axis that holds none: 1 to 9 times every power of ten in the range, the 1s labelled, and
     * the 2s and 5s too on a short axis.
     */
    @Override
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        boolean shortAxis = Math.log10(getUpperBound() / getLowerBound()) < LABELLED_MINORS_BELOW;
        TextAnchor anchor = RectangleEdge.isTopOrBottom(edge) ? edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER
                : edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT;
        List<LogTick> ticks = new ArrayList<>();
        for (int decade = (int) Math.floor(Math.log10(getLowerBound())); decade <= Math.ceil(Math.log10(getUpperBound())); decade++) {
            for (int times = 1; times <= 9; times++) {
                double value = times * Math.pow(10, decade);
                if (getRange().contains(value)) {
                    boolean labelled = times == 1 || shortAxis && (times == 2 || times == 5);
                    ticks.add(labelled ? new LogTick(TickType.MAJOR, value, createTickLabel(value), anchor)
                            : new LogTick(TickType.MINOR, value, null, anchor));
                }
            }
        }
        return ticks;
    }
}
