package persistencebench.whitepaper.chart;

import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws each {@link Bar} of a horizontal panel itself: a plain bar, or a stacked bar of the timed region's
 * parts ({@link TimedParts}); then the whisker of its 95 % interval and the value label just beyond the longer of bar
 * and whisker, so labels never collide with whiskers.
 */
final class TimedBarRenderer extends BarRenderer {

    private static final Color WHISKER_COLOUR = new Color(0x22, 0x22, 0x22);
    private static final Color SEPARATOR = Color.WHITE;
    private static final double LABEL_GAP = 5.0;

    private final List<Bar> bars;

    TimedBarRenderer(List<Bar> bars, Font labelFont) {
        this.bars = List.copyOf(bars);
        setShadowVisible(false);
        setItemMargin(0.0);
        setMaximumBarWidth(0.11);
        setDefaultItemLabelFont(labelFont);
        setDefaultItemLabelPaint(Color.BLACK);
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                         CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column,
                         int pass) {
        int visibleRow = state.getVisibleSeriesIndex(row);
        if (visibleRow < 0 || dataset.getValue(row, column) == null) {
            return;
        }
        Bar bar = bars.get(column);
        double top = calculateBarW0(plot, PlotOrientation.HORIZONTAL, dataArea, domainAxis, state, visibleRow, column);
        double height = state.getBarWidth();
        RectangleEdge edge = plot.getRangeAxisEdge();
        double start = rangeAxis.valueToJava2D(rangeAxis.getLowerBound(), dataArea, edge);
        double end = rangeAxis.valueToJava2D(bar.value(), dataArea, edge);
        Color fill = Palette.fill(bar.colour(), bar.shade());
        if (bar.isStacked()) {
            drawParts(g2, bar, fill, top, height, start, dataArea, rangeAxis, edge);
        } else {
            g2.setPaint(fill);
            g2.fill(new Rectangle2D.Double(start, top, Math.max(0, end - start), height));
        }
        g2.setPaint(Palette.outline(bar.colour()));
        g2.setStroke(ChartStyle.outline(bar.shade()));
        g2.draw(new Rectangle2D.Double(start, top, Math.max(0, end - start), height));
        double centre = top + height / 2.0;
        if (bar.hasWhisker()) {
            drawWhisker(g2, centre, height, rangeAxis.valueToJava2D(bar.low(), dataArea, edge),
                    bar.isOpenEnded() ? dataArea.getMaxX() : rangeAxis.valueToJava2D(bar.high(), dataArea, edge), !bar.isOpenEnded());
        }
        double labelAt = rangeAxis.valueToJava2D(bar.top(), dataArea, edge);
        g2.setFont(getDefaultItemLabelFont());
        g2.setPaint(getDefaultItemLabelPaint());
        // an open-ended whisker runs on to the axis's end: its label sits just above it instead of across it
        TextUtils.drawAlignedString(bar.valueText(), g2, (float) (labelAt + LABEL_GAP),
                (float) (bar.isOpenEnded() ? centre - 2 : centre), bar.isOpenEnded() ? TextAnchor.BOTTOM_LEFT : TextAnchor.CENTER_LEFT);
    }

    private static void drawParts(Graphics2D g2, Bar bar, Color fill, double top, double height, double start,
                                  Rectangle2D dataArea, ValueAxis rangeAxis, RectangleEdge edge) {
        double cumulative = 0;
        double from = start;
        for (int i = 0; i < bar.parts().size(); i++) {
            cumulative += bar.parts().get(i);
            double to = rangeAxis.valueToJava2D(cumulative, dataArea, edge);
            if (to > from) {
                TimedParts.paint(g2, i, new Rectangle2D.Double(from, top, to - from, height), fill);
                if (i > 0) {
                    g2.setPaint(SEPARATOR);
                    g2.setStroke(ChartStyle.PART_SEPARATOR);
                    g2.draw(new Line2D.Double(from, top + 1, from, top + height - 1));
                }
            }
            from = Math.max(from, to);
        }
    }

    /** The whisker from {@code low} to {@code high}; without {@code highCap} it runs off the axis (no upper end). */
    private static void drawWhisker(Graphics2D g2, double centre, double barWidth, double low, double high, boolean highCap) {
        double cap = Math.min(barWidth * 0.25, 7.0);
        List<Line2D> lines = new ArrayList<>(List.of(new Line2D.Double(low, centre, high, centre),
                new Line2D.Double(low, centre - cap, low, centre + cap)));
        if (highCap) {
            lines.add(new Line2D.Double(high, centre - cap, high, centre + cap));
        }
        // a white halo keeps the whisker visible over dark bar parts
        g2.setPaint(Color.WHITE);
        g2.setStroke(ChartStyle.WHISKER_HALO);
        lines.forEach(g2::draw);
        g2.setPaint(WHISKER_COLOUR);
        g2.setStroke(ChartStyle.WHISKER_STROKE);
        lines.forEach(g2::draw);
    }
}
