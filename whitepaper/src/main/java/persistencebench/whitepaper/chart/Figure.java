package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;

/**
 * A chart ready to be written: {@code name} is the file name stem ({@code write-seconds} gives
 * {@code write-seconds.png} and {@code write-seconds.svg}); {@code caption} is the document's
 * caption for it.
 */
public record Figure(String name, String caption, JFreeChart chart, int width, int height) {

    /** A figure of the default size. */
    public static Figure of(String name, String caption, JFreeChart chart) {
        return new Figure(name, caption, chart, ChartStyle.WIDTH, ChartStyle.HEIGHT);
    }
}
