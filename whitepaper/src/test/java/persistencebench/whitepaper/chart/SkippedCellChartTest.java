package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.ResultsLoader;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import persistencebench.harness.testing.Slow;

/** A skipped cell has no numbers: no chart draws it, and the charts of its phase name it as not charted. */
@Slow
class SkippedCellChartTest {

    private static final Color SKIPPED_BACKEND = Color.decode("#4daf4a");

    @TempDir
    Path resultsDir;
    @TempDir
    Path figuresDir;

    @Test
    void noChartDrawsASkippedCellAndTheWriteChartsNameItAsNotCharted() throws IOException {
        List<Figure> figures = DrawnFigures.draw(new ResultsLoader().load(Fixtures.withSkippedBackend(resultsDir)), figuresDir, false);

        assertThat(figures).isNotEmpty();
        for (Figure figure : figures) {
            assertThat(DrawnFigures.hasColour(figuresDir, figure.name(), SKIPPED_BACKEND)).as(figure.name()).isFalse();
        }
        assertThat(Files.readString(figuresDir.resolve("write-seconds.svg")))
                .as("the subtitle, wrapped after \"Not\"").contains("skipped, see the tables): MongoDB · paper, MongoDB · tuned.");
    }
}
