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
import persistencebench.whitepaper.results.ResultVariantKind;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.geom.Line2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a {@link BarChartSpec} into a horizontal bar chart: one panel per facet stacked on a
 * shared value axis, bars labelled on the left, whiskers and value labels by
 * {@link TimedBarRenderer}. The value axis becomes logarithmic when the values span more than two orders
 * of magnitude (or the spec's own factor), because then the short bars would otherwise vanish — except
 * under stacked bars, whose parts a logarithmic axis would distort.
 */
public final class BarChartBuilder {

    /** Values spanning more than this factor get a logarithmic axis, unless a spec sets its own. */
    static final double LOG_SCALE_SPAN = 100.0;
    /** A conservative estimate of the plot's width and of a value label's character width, in pixels. */
    private static final double PLOT_WIDTH = ChartStyle.WIDTH * 0.6;
    private static final double CHARACTER_WIDTH = 6.6;
    /** The largest share of the axis a value label may claim. */
    private static final double MAX_LABEL_SHARE = 0.6;

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
        if (spec.bars().stream().anyMatch(Bar::isStacked)) {
            return false;
        }
        double min = spec.bars().stream().mapToDouble(Bar::bottom).min().orElse(0);
        double max = spec.bars().stream().mapToDouble(Bar::top).max().orElse(0);
        return min > 0 && max / min > spec.logScaleSpan();
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
                new TimedBarRenderer(facet.bars(), ChartStyle.ITEM_LABEL));
        panel.setBackgroundPaint(Color.WHITE);
        panel.setRangeGridlinePaint(ChartStyle.GRID);
        panel.setOutlineVisible(false);
        for (BarChartSpec.Baseline baseline : spec.baselines()) {
            ValueMarker marker = new ValueMarker(baseline.value(), ChartStyle.BASELINE, ChartStyle.BASELINE_STROKE);
            panel.addRangeMarker(marker, Layer.FOREGROUND);
        }
        return panel;
    }

    /** The axis ends where every bar's value label still fits to its right. */
    private static NumberAxis linearAxis(BarChartSpec spec) {
        double upper = spec.bars().stream().mapToDouble(bar -> bar.top() / (1 - labelShare(bar))).max().orElse(1);
        upper = Math.max(upper, spec.baselines().stream().mapToDouble(BarChartSpec.Baseline::value).max().orElse(0));
        NumberAxis axis = new NumberAxis(spec.valueAxis());
        axis.setAutoRange(false);
        axis.setRange(0, upper > 0 ? upper : 1);
        return axis;
    }

    /** The share of the axis length a bar's value label needs. */
    private static double labelShare(Bar bar) {
        return Math.min(MAX_LABEL_SHARE, (bar.valueText().length() * CHARACTER_WIDTH + 12) / PLOT_WIDTH);
    }

    private static LogAxis logAxis(BarChartSpec spec) {
        double min = spec.bars().stream().mapToDouble(Bar::bottom).min().orElseThrow();
        double max = spec.bars().stream().mapToDouble(Bar::top).max().orElseThrow();
        double lowerExponent = Math.floor(Math.log10(min));
        double upperExponent = spec.bars().stream()
                .mapToDouble(bar -> lowerExponent + (Math.log10(bar.top()) - lowerExponent) / (1 - labelShare(bar)))
                .max().orElse(Math.log10(max));
        // a baseline (e.g. the CSV parse ceiling) far above every bar stays on the axis, as on the linear one
        upperExponent = Math.max(upperExponent, spec.baselines().stream()
                .mapToDouble(baseline -> Math.log10(baseline.value()) + 0.05).max().orElse(upperExponent));
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
        Map<String, Shade> looks = new LinkedHashMap<>();
        spec.bars().stream().sorted(Comparator.comparing(bar -> bar.kind() == null ? ResultVariantKind.OTHER : bar.kind()))
                .forEach(bar -> looks.putIfAbsent(bar.kind() == null ? Shade.PUBLISHED.look()
                        : bar.kind().id() + " variants: " + bar.shade().look(), bar.shade()));
        if (looks.size() > 1 || looks.containsValue(Shade.PUBLISHED)) {
            looks.forEach((text, shade) -> items.add(new LegendItem(text, null, null, null, new Rectangle(0, 0, 14, 10),
                    Palette.fill(Palette.NEUTRAL, shade), ChartStyle.outline(shade), Palette.NEUTRAL.darker())));
        }
        if (spec.bars().stream().anyMatch(Bar::isStacked)) {
            TimedParts.legendItems().forEach(items::add);
        }
        if (spec.bars().stream().anyMatch(Bar::hasWhisker)) {
            items.add(new LegendItem("whisker: 95 % interval (see the footnote)", null, null, null,
                    new Line2D.Double(-8, 0, 8, 0), ChartStyle.WHISKER_STROKE, Color.BLACK));
        }
        for (BarChartSpec.Baseline baseline : spec.baselines()) {
            items.add(new LegendItem(baseline.label(), null, null, null,
                    new Line2D.Double(-10, 0, 10, 0), ChartStyle.BASELINE_STROKE, ChartStyle.BASELINE));
        }
        return items;
    }
}
