package persistencebench.whitepaper.chart;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** The scaling study's charts: which exist, what each line holds, and how its lines are named and coloured. */
class ScalingChartsTest {

    @TempDir
    Path dir;

    @Test
    void theStudyAloneGivesOneChartPerReadPhaseAndTemperatureThenHeapMemoryRateAndBytes() {
        assertThat(figures(Fixtures.SCALING)).extracting(Figure::name).containsExactly("scaling-read-hot-purchasesOfForeigners",
                "scaling-read-cold-purchasesOfForeigners", "scaling-read-hot-customersPaged", "scaling-read-live-heap",
                "scaling-read-resident-memory",
                "scaling-write-rows-per-second", "scaling-write-bytes-per-trip");
    }

    @Test
    void bothAxesAreLogarithmicWithTheirPointsInsideAndLabelsAtEachPowerOfTen() {
        XYPlot plot = plot(figure("scaling-read-hot-purchasesOfForeigners", Fixtures.SCALING));

        assertThat(plot.getDomainAxis()).isInstanceOf(LogAxis.class);
        assertThat(plot.getRangeAxis()).isInstanceOf(LogAxis.class);
        assertThat(plot.getDomainAxis().getRange().getLowerBound()).isLessThan(1_000.0);
        assertThat(plot.getDomainAxis().getRange().getUpperBound()).isGreaterThan(100_000.0);
        assertThat(labelled(plot.getDomainAxis(), RectangleEdge.BOTTOM)).containsExactly(1_000.0, 10_000.0, 100_000.0);
    }

    @Test
    void anAxisOfLessThanTwoDecadesLabelsItsTwosAndFivesToo() {
        XYPlot plot = plot(figure(ScalingBytesPerTripChart.NAME, Fixtures.SCALING));

        assertThat(labelled(plot.getRangeAxis(), RectangleEdge.LEFT)).containsExactly(200.0, 500.0);
    }

    @Test
    void aFailedPointIsLeftOutNotDrawnAsZeroAndTheSubtitleSaysSo() {
        Figure cold = figure("scaling-read-cold-purchasesOfForeigners", Fixtures.SCALING);

        YIntervalSeries microstream = series(cold, "microstream · tuned");
        assertThat(IntStream.range(0, microstream.getItemCount()).mapToObj(microstream::getX)).containsExactly(1_000.0, 10_000.0);
        assertThat(series(cold, "jdbc · tuned").getItemCount()).isEqualTo(3);
        assertThat(((TextTitle) cold.chart().getSubtitle(0)).getText()).contains("Left out", "microstream · tuned at large");
    }

    @Test
    void aWhiskerIsTheGeometricIntervalAroundTheGeometricMean() {
        YIntervalSeries jdbc = series(figure("scaling-read-hot-customersPaged", Fixtures.SCALING), "jdbc · tuned");

        assertThat(jdbc.getYValue(0)).isCloseTo(10.0, offset(1e-3));
        assertThat(jdbc.getYLowValue(0)).isCloseTo(10.0 / 3, offset(1e-5));
        assertThat(jdbc.getYHighValue(0)).isCloseTo(30.0, offset(1e-9));
    }

    @Test
    void anArithmeticIntervalOfAnOlderFileThatReachesZeroRunsToTheAxisBottom() {
        Fixtures.alter(dir, Fixtures.SCALING, json -> json.get("points").forEach(point -> {
            if (point.get("id").asText().equals("microstream/tuned/customersPaged/hot") && point.get("step").asText().equals("read-small")) {
                ((ObjectNode) point).put("ciOf", "medianMillis").set("ci95", json.arrayNode().add(0.0).add(12.0));
            }
        }));
        Figure paged = figures(dir).stream().filter(figure -> figure.name().equals("scaling-read-hot-customersPaged")).findFirst().orElseThrow();

        YIntervalSeries microstream = series(paged, "microstream · tuned");
        assertThat(microstream.getYValue(0)).isEqualTo(1.0);
        assertThat(microstream.getYLowValue(0)).isEqualTo(plot(paged).getRangeAxis().getLowerBound());
        assertThat(microstream.getYHighValue(0)).isEqualTo(12.0);
    }

    @Test
    void theRateWhiskerIsTheReciprocalOfTheTimesInterval() {
        YIntervalSeries jdbc = series(figure(ScalingWriteRateChart.NAME, Fixtures.SCALING), "jdbc · tuned");

        assertThat(jdbc.getYValue(0)).isCloseTo(100_000.0, offset(1e-6));
        assertThat(jdbc.getYLowValue(0)).isCloseTo(1e8 / 1250, offset(1e-6));
        assertThat(jdbc.getYHighValue(0)).isCloseTo(1e8 / 800, offset(1e-6));
    }

    @Test
    void theHeapIsTheLargestOfAContestantsHotCellsAndTheBytesThoseOfEachTrip() {
        YIntervalSeries heap = series(figure(ScalingMemoryChart.LIVE_HEAP, Fixtures.SCALING), "microstream · tuned");
        YIntervalSeries bytes = series(figure(ScalingBytesPerTripChart.NAME, Fixtures.SCALING), "eclipsestore · tuned");

        assertThat(heap.getYValue(2)).isEqualTo(2000.0);
        assertThat(bytes.getYValue(2)).isEqualTo(450.0);
        assertThat(figure(ScalingBytesPerTripChart.NAME, Fixtures.SCALING).chart().getXYPlot().getDataset().getSeriesCount())
                .as("the load-only floor stores no bytes").isEqualTo(2);
    }

    @Test
    void theResidentMemoryIsTheForksPlusItsServersAtTheLargestOfAContestantsHotCells() {
        YIntervalSeries jdbc = series(figure(ScalingMemoryChart.RESIDENT, Fixtures.SCALING), "jdbc · tuned");
        YIntervalSeries microstream = series(figure(ScalingMemoryChart.RESIDENT, Fixtures.SCALING), "microstream · tuned");

        assertThat(jdbc.getYValue(2)).as("150 MiB fork + 400 MiB server").isEqualTo(550.0);
        assertThat(microstream.getYValue(2)).isEqualTo(3100.0);
    }

    @Test
    void linesAreNamedAndColouredFromTheRunsFilesWhereTheDirectoryHasThem() {
        Figure rate = figure(ScalingWriteRateChart.NAME, Fixtures.SCALING, Fixtures.WRITE, Fixtures.READ);
        XYPlot plot = plot(rate);

        List<String> names = IntStream.range(0, plot.getDataset().getSeriesCount()).mapToObj(i -> (String) plot.getDataset().getSeriesKey(i))
                .toList();
        assertThat(names).containsExactly("CSV load only (floor)", "EclipseStore · tuned", "JDBC · tuned");
        assertThat(plot.getRenderer().getSeriesPaint(2)).isEqualTo(Palette.fill(Color.decode("#e69f00"), Shade.FULL));
    }

    @Test
    void withoutAnyBackendsSectionLinesTakeColoursOfAFixedSequence() {
        XYPlot plot = plot(figure(ScalingWriteRateChart.NAME, Fixtures.SCALING));

        assertThat(plot.getRenderer().getSeriesPaint(0)).isEqualTo(Palette.stable(0));
        assertThat(plot.getRenderer().getSeriesPaint(1)).isEqualTo(Palette.stable(1));
    }

    private List<Figure> figures(String... files) {
        return figures(Fixtures.copy(dir, files));
    }

    /** The scaling figures of the files already in {@code results}. */
    private List<Figure> figures(Path folder) {
        AvailableResults results = new ResultsLoader().load(folder);
        return new FigureCatalog(new StudyResources().publishedFigures()).all(results).stream()
                .filter(figure -> figure.name().startsWith("scaling-")).toList();
    }

    private Figure figure(String name, String... files) {
        return figures(files).stream().filter(figure -> figure.name().equals(name)).findFirst().orElseThrow();
    }

    /** The values of the axis's labelled ticks (its ticks do not depend on the graphics or the area they are drawn in). */
    private static List<Double> labelled(ValueAxis axis, RectangleEdge edge) {
        List<?> ticks = axis.refreshTicks(null, null, null, edge);
        return ticks.stream().map(ValueTick.class::cast).filter(tick -> tick.getTickType() == TickType.MAJOR).map(ValueTick::getValue)
                .toList();
    }

    private static XYPlot plot(Figure figure) {
        return figure.chart().getXYPlot();
    }

    private static YIntervalSeries series(Figure figure, String label) {
        YIntervalSeriesCollection dataset = (YIntervalSeriesCollection) plot(figure).getDataset();
        return IntStream.range(0, dataset.getSeriesCount()).mapToObj(dataset::getSeries).filter(s -> s.getKey().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + label));
    }
}
