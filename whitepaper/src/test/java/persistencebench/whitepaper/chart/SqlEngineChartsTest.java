package persistencebench.whitepaper.chart;

import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedRangeCategoryPlot;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import persistencebench.harness.testing.Slow;

/** The figures of the section on SQL engines, drawn from the fixture runs on PostgreSQL, H2, SQLite and MariaDB. */
@Slow
class SqlEngineChartsTest {

    @TempDir
    static Path resultsDir;
    @TempDir
    static Path figuresDir;

    private static List<Figure> figures;

    @BeforeAll
    static void drawAllFigures() throws IOException {
        figures = DrawnFigures.draw(Fixtures.loadEngines(resultsDir), figuresDir, true);
    }

    private static Figure figure(String name) {
        return figures.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static String subtitle(Figure figure) {
        return ((TextTitle) figure.chart().getSubtitle(0)).getText();
    }

    /** The panels of a combined plot, which JFreeChart 1.5 returns as a raw list. */
    private static List<?> panels(CombinedRangeCategoryPlot plot) {
        return plot.getSubplots();
    }

    /** The column keys of a panel (a {@link CategoryPlot}), which JFreeChart 1.5 returns as a raw list. */
    private static List<Object> columnKeys(Object panel) {
        List<?> keys = ((CategoryPlot) panel).getDataset().getColumnKeys();
        return List.copyOf(keys);
    }

    @Test
    void theWriteChartHasAPanelPerAccessStyleABarPerDatabaseAndALogAxisBeyondTwentyTimes() throws IOException {
        Figure write = figure(SqlEngineWriteChart.NAME);
        CombinedRangeCategoryPlot plot = (CombinedRangeCategoryPlot) write.chart().getPlot();

        assertThat(panels(plot)).hasSize(4).allSatisfy(panel -> assertThat(columnKeys(panel))
                .containsExactly("PostgreSQL", "H2", "SQLite", "MariaDB"));
        // 9.36 k rows/s (Hibernate · paper on MariaDB) to 199 k rows/s (JDBC · tuned on SQLite): 21 times
        assertThat(plot.getRangeAxis()).isInstanceOf(LogAxis.class);
        assertThat(subtitle(write)).contains("Logarithmic scale.");
        assertThat(ImageIO.read(figuresDir.resolve(write.name() + ".png").toFile()).getHeight())
                .as("four panels need room for their titles").isGreaterThan(ChartStyle.HEIGHT);
    }

    @Test
    void eachReadPhaseHasAColdAndAHotPanelAndNamesTheServerThatDidNotStartOnce() {
        Figure foreigners = figure(SqlEngineReadChart.name("purchasesOfForeigners"));
        CombinedRangeCategoryPlot plot = (CombinedRangeCategoryPlot) foreigners.chart().getPlot();

        assertThat(panels(plot)).hasSize(2);
        assertThat(columnKeys(panels(plot).get(1)))
                .startsWith("JDBC · paper on PostgreSQL", "JDBC · paper on H2", "JDBC · paper on SQLite", "JDBC · tuned on PostgreSQL");
        assertThat(subtitle(foreigners)).contains("Not charted (failed, unverified or skipped, see the tables): every cell on MariaDB.")
                .doesNotContain("JDBC · paper on MariaDB");
        assertThat(figures).extracting(Figure::name).contains(SqlEngineReadChart.name("customersPaged"));
    }
}
