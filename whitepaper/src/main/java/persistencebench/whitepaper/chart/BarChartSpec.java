package persistencebench.whitepaper.chart;

import java.util.List;

/**
 * Everything a bar figure shows, independent of JFreeChart: the chart classes build a spec from
 * result files and {@link BarChartBuilder} turns it into a chart.
 *
 * @param title      chart title
 * @param subtitle   one line under the title: what is measured and how to read it
 * @param footnote   environment and run date, printed small at the bottom
 * @param valueAxis  value axis label including the unit
 * @param facets     panels of bars sharing the value axis
 * @param baselines  reference lines across every panel (e.g. the CSV-load-only time)
 * @param logScaleSpan the factor between the largest and the smallest value above which the value axis turns
 *                     logarithmic (stacked bars never do)
 */
public record BarChartSpec(String title, String subtitle, String footnote, String valueAxis,
                           List<Facet> facets, List<Baseline> baselines, double logScaleSpan) {

    public BarChartSpec {
        facets = facets.stream().filter(f -> !f.bars().isEmpty()).toList();
        baselines = List.copyOf(baselines);
    }

    /** A spec whose axis turns logarithmic beyond the usual two orders of magnitude. */
    public BarChartSpec(String title, String subtitle, String footnote, String valueAxis, List<Facet> facets,
                        List<Baseline> baselines) {
        this(title, subtitle, footnote, valueAxis, facets, baselines, BarChartBuilder.LOG_SCALE_SPAN);
    }

    /** A value drawn as a dashed line across the plot and explained in the legend. */
    public record Baseline(double value, String label) {
    }

    public boolean isEmpty() {
        return facets.isEmpty();
    }

    /** Every bar of every facet. */
    public List<Bar> bars() {
        return facets.stream().flatMap(f -> f.bars().stream()).toList();
    }
}
