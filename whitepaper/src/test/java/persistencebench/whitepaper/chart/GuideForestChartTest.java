package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.guide.GuideRow;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each decision-guide row with a contestant is drawn under its place in the guide, and only a row the run decides has
 * contestants in the leaders' colour.
 */
class GuideForestChartTest {

    @TempDir
    Path dir;
    @TempDir
    Path out;

    @Test
    void everyRowWithAContestantIsDrawnUnderItsPlaceInTheGuide() {
        List<GuideRow> rows = rows();

        List<Figure> figures = GuideForestChart.create(rows);

        List<String> drawable = IntStream.range(0, rows.size()).filter(i -> !rows.get(i).standings().isEmpty())
                .mapToObj(i -> GuideForestChart.name(i + 1)).toList();
        assertThat(drawable).isNotEmpty();
        assertThat(figures).extracting(Figure::name).isEqualTo(drawable);
        assertThat(figures).extracting(Figure::caption).allSatisfy(caption -> assertThat(caption).startsWith("Decision guide: "));
    }

    @Test
    void onlyADecidedRowDrawsContestantsInTheLeadersColour() throws IOException {
        List<GuideRow> rows = rows();
        // the fixtures' growth row names JDBC; on their load, JDBC and MicroStream (2 ch) may each be the fastest
        String decided = GuideForestChart.name(index(rows, "Cost as the data grows") + 1);
        String open = GuideForestChart.name(index(rows, "Bulk load") + 1);
        FigureWriter writer = new FigureWriter(false);
        for (Figure figure : GuideForestChart.create(rows)) {
            if (figure.name().equals(decided) || figure.name().equals(open)) {
                writer.write(figure, out);
            }
        }

        assertThat(DrawnFigures.hasColour(out, decided, GuideForestChart.LEADER)).isTrue();
        assertThat(DrawnFigures.hasColour(out, open, GuideForestChart.LEADER)).isFalse();
        assertThat(Files.readString(out.resolve(open + ".svg")))
                .contains("JDBC · tuned", "MicroStream · tuned (2 ch)", "seconds (logarithmic scale, lower is better)", "fsync=on");
    }

    private List<GuideRow> rows() {
        return DecisionGuide.rows(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.SCALING, Fixtures.WRITE, Fixtures.READ)));
    }

    private static int index(List<GuideRow> rows, String workload) {
        return IntStream.range(0, rows.size()).filter(i -> rows.get(i).workload().startsWith(workload)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + workload + " in " + rows.stream().map(GuideRow::workload).toList()));
    }
}
