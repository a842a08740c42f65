package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;

/**
 * A chart ready to be written: {@code name} is the file name stem ({@code write-seconds} gives
 * {@code write-seconds.png} and {@code write-seconds.svg}); {@code caption} is the document's
 * caption for it.
 */
public record Figure(String name, String caption, JFreeChart chart, int width, int height) {

    /** The most bars the default height holds with readable labels. */
    static final int BARS_AT_DEFAULT_HEIGHT = 32;
    /** The height each bar beyond those adds, in pixels. */
    static final int PIXELS_PER_EXTRA_BAR = 15;

    /** A figure of the default size. */
    public static Figure of(String name, String caption, JFreeChart chart) {
        return new Figure(name, caption, chart, ChartStyle.WIDTH, ChartStyle.HEIGHT);
    }

    /** The most panels the default height gives room for their rotated titles. */
    static final int PANELS_AT_DEFAULT_HEIGHT = 3;
    /** The height each panel beyond those adds, in pixels. */
    static final int PIXELS_PER_EXTRA_PANEL = 200;

    /**
     * The bar chart {@code spec} describes, at the default size or taller when it has more bars than the default
     * height holds (a run on several databases multiplies the SQL cells) or more panels than fit their titles, so no
     * label overlaps its neighbour.
     */
    static Figure ofBars(String name, String caption, BarChartSpec spec) {
        int extraBars = Math.max(0, spec.bars().size() - BARS_AT_DEFAULT_HEIGHT);
        int extraPanels = Math.max(0, spec.facets().size() - PANELS_AT_DEFAULT_HEIGHT);
        int height = ChartStyle.HEIGHT + Math.max(extraBars * PIXELS_PER_EXTRA_BAR, extraPanels * PIXELS_PER_EXTRA_PANEL);
        return new Figure(name, caption, new BarChartBuilder().build(spec), ChartStyle.WIDTH, height);
    }
}
