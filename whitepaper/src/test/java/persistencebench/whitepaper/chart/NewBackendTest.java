package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.BeforeAll;
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

/**
 * A backend no code knows ({@code testkv}, "Test KV", {@code #123456}) appears labelled and coloured in every
 * chart that has its cells, with no code change: everything comes from the result files' {@code backends}.
 */
@Slow
class NewBackendTest {

    static final Color COLOUR = Color.decode("#123456");

    @TempDir
    static Path resultsDir;
    @TempDir
    static Path figuresDir;

    private static List<Figure> figures;

    @BeforeAll
    static void drawWithANewBackend() throws IOException {
        figures = DrawnFigures.draw(new ResultsLoader().load(Fixtures.withTestKv(resultsDir)), figuresDir, false);
    }

    @Test
    void everyChartWithItsCellsShowsItsLabelAndColour() throws IOException {
        List<String> withCells = List.of("write-seconds", "write-rows-per-second", "read-cold-customersPaged",
                "read-hot-customersPaged", "read-cold-purchasesOfForeigners", "read-hot-purchasesOfForeigners",
                "read-statements");
        assertThat(figures).extracting(Figure::name).containsAll(withCells);
        for (String name : withCells) {
            assertThat(Files.readString(figuresDir.resolve(name + ".svg"))).as(name).contains(">Test KV");
            assertThat(DrawnFigures.hasColour(figuresDir, name, COLOUR)).as(name + " has #123456 bars").isTrue();
        }
    }
}
