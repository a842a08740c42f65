package persistencebench.whitepaper.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardXYItemLabelGenerator;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;

import java.awt.BasicStroke;
import java.awt.Color;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Figure: store time against the number of storage channels, one line per backend and variant
 * family ({@code tuned}, {@code tuned-1ch}, {@code tuned-2ch}, ... form the family {@code tuned}).
 * Drawn only when some family was measured with at least two channel counts.
 */
public final class ChannelSweepChart {

    public static final String NAME = "write-channel-sweep";
    private static final Pattern CHANNEL_SUFFIX = Pattern.compile("-\\d+ch$");

    private ChannelSweepChart() {
    }

    /** The figure, or empty when no backend/variant family was measured with several channel counts. */
    public static Optional<Figure> create(BenchmarkRun write) {
        Collection<List<ResultCell>> sweeps = sweeps(write);
        if (sweeps.isEmpty()) {
            return Optional.empty();
        }
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        XYErrorRenderer renderer = new XYErrorRenderer();
        for (List<ResultCell> cells : sweeps) {
            ResultCell first = cells.get(0);
            YIntervalSeries line = new YIntervalSeries(write.catalogue().label(first.backend()) + " · " + family(first.variant()));
            cells.forEach(c -> {
                // a point without an interval (one fork) gets no error bar
                Estimate seconds = Compared.of(c).orElseThrow().times(1 / 1000.0);
                line.add(c.channels(), seconds.value(), seconds.interval().map(ConfidenceInterval::low).orElse(seconds.value()),
                        seconds.interval().map(ConfidenceInterval::high).orElse(seconds.value()));
            });
            renderer.setSeriesPaint(dataset.getSeriesCount(), Palette.fill(CellBars.colour(write, first),
                    Shade.of(write.catalogue().kind(first))));
            renderer.setSeriesStroke(dataset.getSeriesCount(), new BasicStroke(2.2f));
            dataset.addSeries(line);
        }
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        renderer.setErrorPaint(Color.DARK_GRAY);
        renderer.setCapLength(8);
        // point labels would collide when several lines meet at one channel count; the table has the numbers
        if (sweeps.size() == 1) {
            renderer.setDefaultItemLabelGenerator(new StandardXYItemLabelGenerator("{2} s",
                    NumberFormat.getIntegerInstance(Locale.ROOT), new SignificantDigitsFormat(3)));
            renderer.setDefaultItemLabelsVisible(true);
            renderer.setDefaultItemLabelFont(ChartStyle.ITEM_LABEL);
            renderer.setDefaultPositiveItemLabelPosition(
                    new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        }
        XYPlot plot = new XYPlot(dataset, channelAxis(sweeps), secondsAxis(), renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        plot.setOutlineVisible(false);
        JFreeChart chart = ChartStyle.compose("Write: store time by storage channel count (lower is better)",
                "Median total (open + work + close) of the measured samples.",
                CellBars.footnote(write, sweeps.stream().flatMap(List::stream).toList()), plot, renderer.getLegendItems());
        return Optional.of(Figure.of(NAME, "Write case: store time against the number of storage channels", chart));
    }

    /**
     * Cells grouped by backend and variant family, one cell per channel count (an explicit
     * {@code tuned-2ch} wins over a plain {@code tuned} that also used two channels), keeping only
     * groups with at least two channel counts.
     */
    private static Collection<List<ResultCell>> sweeps(BenchmarkRun write) {
        Map<String, Map<Integer, ResultCell>> byFamily = new LinkedHashMap<>();
        for (ResultCell cell : write.chartable(BenchmarkKind.STORE_PHASE)) {
            if (cell.channels() == null) {
                continue;
            }
            Map<Integer, ResultCell> byChannels =
                    byFamily.computeIfAbsent(cell.backend() + " " + family(cell.variant()), k -> new TreeMap<>());
            ResultCell previous = byChannels.get(cell.channels());
            if (previous == null || !CHANNEL_SUFFIX.matcher(previous.variant()).find()) {
                byChannels.put(cell.channels(), cell);
            }
        }
        List<List<ResultCell>> sweeps = new ArrayList<>();
        byFamily.values().stream().filter(m -> m.size() >= 2).forEach(m -> sweeps.add(List.copyOf(m.values())));
        return sweeps;
    }

    private static LogAxis channelAxis(Collection<List<ResultCell>> sweeps) {
        int min = sweeps.stream().flatMap(List::stream).mapToInt(ResultCell::channels).min().orElse(1);
        int max = sweeps.stream().flatMap(List::stream).mapToInt(ResultCell::channels).max().orElse(1);
        LogAxis axis = new LogAxis("storage channels (log₂ scale)");
        axis.setBase(2);
        axis.setSmallestValue(0.5);
        axis.setAutoRange(false);
        axis.setRange(Math.max(0.5, min / 1.4), max * 1.6);
        axis.setTickUnit(new NumberTickUnit(1.0));
        axis.setNumberFormatOverride(NumberFormat.getIntegerInstance(Locale.ROOT));
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        return axis;
    }

    private static NumberAxis secondsAxis() {
        NumberAxis axis = new NumberAxis("seconds per sample");
        axis.setAutoRangeIncludesZero(true);
        axis.setUpperMargin(0.12);
        axis.setLabelFont(ChartStyle.AXIS_LABEL);
        axis.setTickLabelFont(ChartStyle.TICK_LABEL);
        return axis;
    }

    private static String family(String variant) {
        return CHANNEL_SUFFIX.matcher(variant).replaceFirst("");
    }
}
