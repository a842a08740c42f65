package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedRangeCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.data.category.DefaultCategoryDataset;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.geom.Line2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * Turns a {@link BarChartSpec} into a horizontal bar chart: one panel per facet stacked on a
 * shared value axis, bars labelled on the left, whiskers and value labels by
 * {@link WhiskerBarRenderer}. The value axis becomes logarithmic when the values span more than
 * two orders of magnitude, because then the short bars would otherwise vanish.
 */
public final class BarChartBuilder {

    /** Values spanning more than this factor get a logarithmic axis. */
    static final double LOG_SCALE_SPAN = 100.0;
    /** Room beyond the longest bar for its value label, as a fraction of the axis length. */
    private static final double LABEL_ROOM = 0.16;

    /** The chart described by {@code spec}; the spec must have at least one bar. */
    public JFreeChart build(BarChartSpec spec) {
        if (spec.isEmpty()) {
            throw new IllegalArgumentException("chart \"" + spec.title() + "\" has no bars");
        }
        boolean log = useLogScale(spec);
        ValueAxis valueAxis = log ? logAxis(spec) : linearAxis(spec);
        valueAxis.setLabelFont(ChartStyle.AXIS_LABEL);
        valueAxis.setTickLabelFont(ChartStyle.TICK_LABEL);
        CombinedRangeCategoryPlot plot = new CombinedRangeCategoryPlot(valueAxis);
        plot.setGap(14);
        for (Facet facet : spec.facets()) {
            plot.add(panel(facet, spec), facet.bars().size());
        }
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        String subtitle = log ? spec.subtitle() + " Logarithmic scale." : spec.subtitle();
        return ChartStyle.compose(spec.title(), subtitle, spec.footnote(), plot, legend(spec));
    }

    /** Whether {@code spec} is drawn on a logarithmic axis. */
    public static boolean useLogScale(BarChartSpec spec) {
        double min = spec.bars().stream().mapToDouble(Bar::bottom).min().orElse(0);
        double max = spec.bars().stream().mapToDouble(Bar::top).max().orElse(0);
        return min > 0 && max / min > LOG_SCALE_SPAN;
    }

    private static CategoryPlot panel(Facet facet, BarChartSpec spec) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (Bar bar : facet.bars()) {
            dataset.addValue(bar.value(), "value", bar.label());
        }
        CategoryAxis axis = new CategoryAxis(facet.title().isEmpty() ? null : facet.title());
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        axis.setMaximumCategoryLabelWidthRatio(0.45f);
        axis.setCategoryMargin(0.25);
        axis.setLowerMargin(0.02);
        axis.setUpperMargin(0.02);
        CategoryPlot panel = new CategoryPlot(dataset, axis, null,
                new WhiskerBarRenderer(facet.bars(), ChartStyle.ITEM_LABEL));
        panel.setBackgroundPaint(Color.WHITE);
        panel.setRangeGridlinePaint(ChartStyle.GRID);
        panel.setOutlineVisible(false);
        for (BarChartSpec.Baseline baseline : spec.baselines()) {
            ValueMarker marker = new ValueMarker(baseline.value(), ChartStyle.BASELINE, ChartStyle.BASELINE_STROKE);
            panel.addRangeMarker(marker, Layer.FOREGROUND);
        }
        return panel;
    }

    private static NumberAxis linearAxis(BarChartSpec spec) {
        double max = Math.max(spec.bars().stream().mapToDouble(Bar::top).max().orElse(1),
                spec.baselines().stream().mapToDouble(BarChartSpec.Baseline::value).max().orElse(0));
        NumberAxis axis = new NumberAxis(spec.valueAxis());
        axis.setAutoRange(false);
        axis.setRange(0, max > 0 ? max * (1 + LABEL_ROOM) : 1);
        return axis;
    }

    private static LogAxis logAxis(BarChartSpec spec) {
        double min = spec.bars().stream().mapToDouble(Bar::bottom).min().orElseThrow();
        double max = spec.bars().stream().mapToDouble(Bar::top).max().orElseThrow();
        double lowerExponent = Math.floor(Math.log10(min));
        double upperExponent = Math.log10(max);
        upperExponent += (upperExponent - lowerExponent) * LABEL_ROOM;
        LogAxis axis = new LogAxis(spec.valueAxis() + " — log scale");
        axis.setBase(10);
        axis.setSmallestValue(Math.pow(10, lowerExponent));
        axis.setAutoRange(false);
        axis.setRange(Math.pow(10, lowerExponent), Math.pow(10, upperExponent));
        // one labelled tick per power of ten, unlabelled minor ticks between them
        axis.setTickUnit(new NumberTickUnit(1.0));
        axis.setMinorTickCount(9);
        axis.setMinorTickMarksVisible(true);
        DecimalFormat format = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));
        axis.setNumberFormatOverride(format);
        return axis;
    }

    private static LegendItemCollection legend(BarChartSpec spec) {
        LegendItemCollection items = new LegendItemCollection();
        Set<Shade> shades = EnumSet.noneOf(Shade.class);
        spec.bars().forEach(bar -> shades.add(bar.shade()));
        shades.remove(Shade.BASELINE);
        if (shades.size() > 1 || shades.contains(Shade.PUBLISHED)) {
            for (Shade shade : shades) {
                items.add(new LegendItem(shade.legend(), null, null, null, new Rectangle(0, 0, 14, 10),
                        BackendPalette.legendFill(shade), ChartStyle.outline(shade), BackendPalette.legendFill(Shade.OTHER)));
            }
        }
        if (spec.facets().stream().anyMatch(f -> f.bars().stream().anyMatch(Bar::hasWhisker))) {
            items.add(new LegendItem("whisker: min–max of the measured samples", null, null, null,
                    new Line2D.Double(-8, 0, 8, 0), ChartStyle.WHISKER_STROKE, Color.BLACK));
        }
        for (BarChartSpec.Baseline baseline : spec.baselines()) {
            items.add(new LegendItem(baseline.label(), null, null, null,
                    new Line2D.Double(-10, 0, 10, 0), ChartStyle.BASELINE_STROKE, ChartStyle.BASELINE));
        }
        return items;
    }
}
