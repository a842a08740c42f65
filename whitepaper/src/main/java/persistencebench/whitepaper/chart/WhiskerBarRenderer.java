package persistencebench.whitepaper.chart;

import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.CategoryItemRendererState;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

/**
 * Draws one bar per category in its backend/shade colour, a min–max whisker over it when the cell
 * had several samples, and the value label just beyond the longer of bar and whisker, so labels
 * never collide with whiskers. Horizontal plots only, which is how {@link BarChartBuilder} draws.
 */
final class WhiskerBarRenderer extends BarRenderer {

    private static final Color WHISKER_COLOUR = new Color(0x22, 0x22, 0x22);
    private static final double LABEL_GAP = 5.0;

    private final List<Bar> bars;

    WhiskerBarRenderer(List<Bar> bars, Font labelFont) {
        this.bars = List.copyOf(bars);
        setBarPainter(new StandardBarPainter());
        setShadowVisible(false);
        setDrawBarOutline(true);
        setItemMargin(0.0);
        setMaximumBarWidth(0.11);
        setDefaultItemLabelFont(labelFont);
        setDefaultItemLabelPaint(Color.BLACK);
    }

    @Override
    public Paint getItemPaint(int row, int column) {
        Bar bar = bars.get(column);
        return BackendPalette.fill(bar.backend(), bar.shade());
    }

    @Override
    public Paint getItemOutlinePaint(int row, int column) {
        return BackendPalette.outline(bars.get(column).backend());
    }

    @Override
    public Stroke getItemOutlineStroke(int row, int column) {
        return ChartStyle.outline(bars.get(column).shade());
    }

    @Override
    public void drawItem(Graphics2D g2, CategoryItemRendererState state, Rectangle2D dataArea, CategoryPlot plot,
                         CategoryAxis domainAxis, ValueAxis rangeAxis, CategoryDataset dataset, int row, int column,
                         int pass) {
        super.drawItem(g2, state, dataArea, plot, domainAxis, rangeAxis, dataset, row, column, pass);
        int visibleRow = state.getVisibleSeriesIndex(row);
        if (visibleRow < 0 || dataset.getValue(row, column) == null) {
            return;
        }
        Bar bar = bars.get(column);
        double w0 = calculateBarW0(plot, PlotOrientation.HORIZONTAL, dataArea, domainAxis, state, visibleRow, column);
        double centre = w0 + state.getBarWidth() / 2.0;
        RectangleEdge edge = plot.getRangeAxisEdge();
        if (bar.hasWhisker()) {
            drawWhisker(g2, centre, state.getBarWidth(),
                    rangeAxis.valueToJava2D(bar.min(), dataArea, edge),
                    rangeAxis.valueToJava2D(bar.max(), dataArea, edge));
        }
        double end = rangeAxis.valueToJava2D(bar.top(), dataArea, edge);
        g2.setFont(getDefaultItemLabelFont());
        g2.setPaint(getDefaultItemLabelPaint());
        TextUtils.drawAlignedString(bar.valueText(), g2, (float) (end + LABEL_GAP), (float) centre, TextAnchor.CENTER_LEFT);
    }

    private static void drawWhisker(Graphics2D g2, double centre, double barWidth, double low, double high) {
        double cap = Math.min(barWidth * 0.25, 7.0);
        g2.setPaint(WHISKER_COLOUR);
        g2.setStroke(ChartStyle.WHISKER_STROKE);
        g2.draw(new Line2D.Double(low, centre, high, centre));
        g2.draw(new Line2D.Double(low, centre - cap, low, centre + cap));
        g2.draw(new Line2D.Double(high, centre - cap, high, centre + cap));
    }
}
