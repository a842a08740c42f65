package persistencebench.whitepaper.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.paper.PaperFiguresLoader;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class FigureCatalogTest {

    @TempDir
    static Path resultsDir;
    @TempDir
    static Path figuresDir;

    private static List<Figure> figures;

    @BeforeAll
    static void drawAllFigures() throws IOException {
        AvailableResults results = new ResultsLoader().load(Fixtures.copy(resultsDir, Fixtures.WRITE, Fixtures.READ));
        figures = new FigureCatalog(new PaperFiguresLoader().load()).all(results);
        FigureWriter writer = new FigureWriter();
        for (Figure figure : figures) {
            writer.write(figure, figuresDir);
        }
    }

    @Test
    void drawsEveryFigureTheFixturesSupport() {
        assertThat(figures).extracting(Figure::name).containsExactly(
                "write-seconds", "write-rows-per-second", "write-channel-sweep", "paper-vs-ours-write",
                "read-query-time-customersPaged", "read-load-connect-customersPaged",
                "read-query-time-purchasesOfForeigners", "read-load-connect-purchasesOfForeigners",
                "read-statements", "paper-vs-ours-customersPaged", "paper-vs-ours-purchasesOfForeigners");
    }

    @Test
    void everyPngDecodesAtTheFigureSizeAndIsNotBlank() throws IOException {
        for (Figure figure : figures) {
            BufferedImage image = ImageIO.read(figuresDir.resolve(figure.name() + ".png").toFile());
            assertThat(image).as(figure.name()).isNotNull();
            assertThat(image.getWidth()).as(figure.name()).isEqualTo(ChartStyle.WIDTH);
            assertThat(image.getHeight()).as(figure.name()).isEqualTo(ChartStyle.HEIGHT);
            assertThat(distinctColours(image)).as(figure.name() + " distinct colours").isGreaterThan(20);
        }
    }

    @Test
    void everySvgIsAnSvgDocumentWithText() throws IOException {
        for (Figure figure : figures) {
            String svg = Files.readString(figuresDir.resolve(figure.name() + ".svg"));
            assertThat(svg.contains("<svg xmlns=")).as(figure.name() + " has an <svg> root").isTrue();
            assertThat(svg.strip().endsWith("</svg>")).as(figure.name() + " is complete").isTrue();
            assertThat(svg.contains("<text")).as(figure.name() + " has text").isTrue();
        }
    }

    @Test
    void barsUseTheBackendColourShadedByVariant() throws IOException {
        BufferedImage image = ImageIO.read(figuresDir.resolve("write-seconds.png").toFile());
        Set<Integer> colours = colours(image);

        for (String backend : List.of("microstream", "eclipsestore", "jdbc", "hibernate")) {
            assertThat(colours).as(backend + " tuned").contains(BackendPalette.fill(backend, Shade.TUNED).getRGB());
            assertThat(colours).as(backend + " paper").contains(BackendPalette.fill(backend, Shade.PAPER).getRGB());
        }
    }

    @Test
    void channelSweepIsOnlyDrawnWhenAFamilyHasSeveralChannelCounts(@TempDir Path dir) {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ArrayNode cells = (ArrayNode) json.get("results");
            for (int i = cells.size() - 1; i >= 0; i--) {
                if (cells.get(i).get("variant").asText().matches(".*-\\d+ch")) {
                    cells.remove(i);
                }
            }
        });
        AvailableResults results = new ResultsLoader().load(dir);

        assertThat(ChannelSweepChart.create(results.write().orElseThrow())).isEmpty();
    }

    private static int distinctColours(BufferedImage image) {
        return colours(image).size();
    }

    private static Set<Integer> colours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours;
    }
}
