package persistencebench.whitepaper.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import persistencebench.harness.testing.Slow;

/** Draws every figure of the fixtures (a draft, since the read fixture is one) and inspects the files. */
@Slow
class FigureCatalogTest {

    @TempDir
    static Path resultsDir;
    @TempDir
    static Path figuresDir;

    private static List<Figure> figures;

    @BeforeAll
    static void drawAllFigures() throws IOException {
        figures = DrawnFigures.draw(Fixtures.loadBoth(resultsDir), figuresDir, true);
    }

    @Test
    void drawsEveryFigureTheFixturesSupport() {
        assertThat(figures).extracting(Figure::name).filteredOn(name -> !name.startsWith("guide-row-")).containsExactly(
                "write-seconds", "write-rows-per-second", "write-channel-sweep", "study-vs-ours-write",
                "read-cold-customersPaged", "read-hot-customersPaged",
                "read-cold-purchasesOfForeigners", "read-hot-purchasesOfForeigners",
                "read-statements", "study-vs-ours-customersPaged", "study-vs-ours-purchasesOfForeigners");
    }

    @Test
    void everyPngDecodesAtItsFiguresSizeAndEverySvgIsComplete() throws IOException {
        for (Figure figure : figures) {
            BufferedImage image = png(figure.name());
            assertThat(image.getWidth()).as(figure.name()).isEqualTo(figure.width());
            assertThat(image.getHeight()).as(figure.name()).isEqualTo(figure.height());
            String svg = svg(figure.name());
            assertThat(svg).as(figure.name()).contains("<svg ", "xmlns=\"http://www.w3.org/2000/svg\"", "viewBox=\"0 0 ", "<text");
            assertThat(svg.strip()).as(figure.name()).endsWith("</svg>");
        }
    }

    @Test
    void everyFigureOfADraftCarriesTheDraftMarkAndTheDurabilityInItsFootnote() throws IOException {
        for (Figure figure : figures) {
            assertThat(svg(figure.name())).as(figure.name())
                    .contains(">DRAFT<", "DRAFT — not for publication", "fsync=on", "synchronous_commit=on", "full_page_writes=on");
            assertThat(png(figure.name()).getRGB(4, 4)).as(figure.name()).isEqualTo(DraftMark.COLOUR.getRGB());
        }
    }

    @Test
    void aPublishedRunsFiguresCarryNoDraftMark(@TempDir Path dir, @TempDir Path out) throws IOException {
        AvailableResults writeOnly = new ResultsLoader().load(Fixtures.copy(dir, Fixtures.WRITE));
        Figure seconds = new FigureCatalog(new StudyResources().publishedFigures()).all(writeOnly).stream()
                .filter(figure -> figure.name().equals("write-seconds")).findFirst().orElseThrow();

        new FigureWriter(false).write(seconds, out);

        assertThat(Files.readString(out.resolve("write-seconds.svg"))).doesNotContain("DRAFT");
        assertThat(ImageIO.read(out.resolve("write-seconds.png").toFile()).getRGB(4, 4)).isEqualTo(Color.WHITE.getRGB());
    }

    @Test
    void aHotChartDescribesTheSamplesOfItsOwnCellsOnly(@TempDir Path dir) {
        Fixtures.alter(dir, Fixtures.READ, json -> json.withArray("results").forEach(cell -> {
            if ("cold".equals(cell.path("temperature").asText())) {
                ((ObjectNode) cell).put("forks", 5);
            }
        }));
        Figure hot = ReadTimeChart.create(new ResultsLoader().load(dir).read().orElseThrow(), "customersPaged", "hot").orElseThrow();

        assertThat(((TextTitle) hot.chart().getSubtitle(0)).getText())
                .contains("1–2 samples after 1 warm-up per fork in 2 forks").doesNotContain("2–5");
    }

    @Test
    void barsUseTheDeclaredColourShadedByKindAndStackTheirParts() throws IOException {
        Color jdbc = Color.decode("#e69f00");

        assertThat(DrawnFigures.hasColour(figuresDir, "write-seconds", Palette.fill(jdbc, Shade.FULL))).as("tuned: full colour").isTrue();
        assertThat(DrawnFigures.hasColour(figuresDir, "write-seconds", Palette.fill(jdbc, Shade.PALE))).as("paper: pale").isTrue();
        assertThat(DrawnFigures.hasColour(figuresDir, "write-seconds", Palette.fill(jdbc, Shade.MID))).as("step: lighter").isTrue();
        assertThat(DrawnFigures.hasColour(figuresDir, "write-seconds", Palette.closeFill(Palette.fill(jdbc, Shade.FULL))))
                .as("close part: dark").isTrue();
        assertThat(svg("write-seconds")).contains("open (start storage, bootstrap, connect): striped", "work: solid",
                "close (commit, make durable, shut down): dark", "whisker: 95 % interval (see the footnote)",
                "Whiskers: 95 % interval over 2 forks per cell", ">CSV load only (floor)<", "Bars marked (floor) persist nothing");
    }

    @Test
    void aFailedCellIsNeverChartedButNamedInTheSubtitle() throws IOException {
        String svg = svg("read-cold-purchasesOfForeigners");

        assertThat(svg).doesNotContain(">Hibernate · paper [jvm-cold]<").contains("Hibernate · tuned [jvm-cold]")
                .contains("Not charted (failed, unverified or skipped");
    }

    @Test
    void theStudysEightChannelFigureSaysOursWasNotMeasured() throws IOException {
        assertThat(svg("study-vs-ours-write")).contains("MicroStream, 8 channels · published — ours: not measured here");
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

    private static BufferedImage png(String name) throws IOException {
        return ImageIO.read(figuresDir.resolve(name + ".png").toFile());
    }

    private static String svg(String name) throws IOException {
        return Files.readString(figuresDir.resolve(name + ".svg"));
    }
}
