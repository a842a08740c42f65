package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Stroke;

/** Fonts, sizes and the title/subtitle/footnote/legend layout shared by every figure. */
public final class ChartStyle {

    /** Default figure size in pixels; SVGs use the same user units. */
    public static final int WIDTH = 1200;
    public static final int HEIGHT = 700;

    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 20);
    static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
    static final Font FOOTNOTE = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Font AXIS_LABEL = new Font(Font.SANS_SERIF, Font.BOLD, 13);
    static final Font TICK_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font ITEM_LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Font LEGEND = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Color GRID = new Color(0xD0, 0xD0, 0xD0);
    static final Color BASELINE = new Color(0x33, 0x33, 0x33);
    static final Stroke BASELINE_STROKE = new BasicStroke(1.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
            10f, new float[] {8f, 5f}, 0f);

    static final Stroke WHISKER_STROKE = new BasicStroke(1.4f);
    static final Stroke WHISKER_HALO = new BasicStroke(3.6f);
    static final Stroke PART_SEPARATOR = new BasicStroke(1.2f);
    private static final Stroke SOLID_OUTLINE = new BasicStroke(1.0f);
    private static final Stroke DASHED_OUTLINE = new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
            10f, new float[] {4f, 3f}, 0f);

    private ChartStyle() {
    }

    /** The bar outline for {@code shade}: dashed for the original paper's published figures. */
    static Stroke outline(Shade shade) {
        return shade.dashedOutline() ? DASHED_OUTLINE : SOLID_OUTLINE;
    }

    /** A chart with the common title, subtitle, legend (when given) and footnote layout. */
    static JFreeChart compose(String title, String subtitle, String footnote,
                              Plot plot, LegendItemCollection legendItems) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(8, 12, 8, 16));
        chart.setTextAntiAlias(true);
        TextTitle sub = new TextTitle(subtitle, SUBTITLE);
        sub.setPaint(new Color(0x33, 0x33, 0x33));
        sub.setPadding(new RectangleInsets(2, 0, 8, 0));
        chart.addSubtitle(sub);
        // bottom subtitles stack outwards from the plot: the footnote goes last, so it is added first
        TextTitle foot = new TextTitle(footnote, FOOTNOTE);
        foot.setPosition(RectangleEdge.BOTTOM);
        foot.setHorizontalAlignment(HorizontalAlignment.LEFT);
        foot.setTextAlignment(HorizontalAlignment.LEFT);
        foot.setPaint(new Color(0x55, 0x55, 0x55));
        foot.setPadding(new RectangleInsets(6, 0, 0, 0));
        chart.addSubtitle(foot);
        if (legendItems != null && legendItems.getItemCount() > 0) {
            LegendTitle legend = new LegendTitle(() -> legendItems);
            legend.setItemFont(LEGEND);
            legend.setPosition(RectangleEdge.BOTTOM);
            legend.setFrame(BlockBorder.NONE);
            legend.setPadding(new RectangleInsets(6, 0, 2, 0));
            chart.addSubtitle(legend);
        }
        return chart;
    }
}
