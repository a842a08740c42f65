package persistencebench.whitepaper;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.results.RefusedResultFileException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import persistencebench.harness.testing.Slow;

/** Generates the complete white paper (including the slow PDF) once from both fixtures and inspects it. */
@Slow
class WhitePaperGeneratorTest {

    @TempDir
    static Path resultsDir;

    private static GenerationReport report;
    private static String adoc;
    private static String html;

    @BeforeAll
    static void generate() throws IOException {
        Fixtures.copy(resultsDir, Fixtures.WRITE, Fixtures.READ);
        Path stale = Files.createDirectories(resultsDir.resolve("whitepaper/figures")).resolve("figure-of-an-older-run.png");
        Files.writeString(stale, "stale");
        report = new WhitePaperGenerator().generate(resultsDir, true);
        adoc = Files.readString(resultsDir.resolve("whitepaper/whitepaper.adoc"));
        html = Files.readString(resultsDir.resolve("whitepaper/whitepaper.html"));
    }

    @Test
    void writesFiguresDocumentHtmlAndPdfWithoutWarnings() throws IOException {
        Path out = resultsDir.resolve("whitepaper");
        assertThat(report.files()).contains(out.resolve("whitepaper.adoc"), out.resolve("whitepaper.html"),
                out.resolve("whitepaper.pdf"), out.resolve("figures/write-seconds.png"), out.resolve("figures/write-seconds.svg"));
        assertThat(report.files()).allMatch(Files::isRegularFile);
        assertThat(report.warnings()).isEmpty();
        assertThat(report.missingParts()).isEmpty();
        assertThat(report.draftReasons()).contains("read run: 1 cell failed");
        byte[] pdf = Files.readAllBytes(out.resolve("whitepaper.pdf"));
        assertThat(new String(Arrays.copyOf(pdf, 5), StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        assertThat(Files.readString(out.resolve("whitepaper-pdf-theme.yml"))).contains("*DRAFT* — not for publication");
    }

    @Test
    void removesFiguresOfAnOlderRun() {
        assertThat(resultsDir.resolve("whitepaper/figures/figure-of-an-older-run.png")).doesNotExist();
    }

    @Test
    void theHtmlShowsTheDraftNoticeFailedCellsAndEveryFigure() {
        assertThat(html).contains("DRAFT — not for publication", "FAILED: crashed twice: exit 134", "Noise check");
        for (Path file : report.files()) {
            String name = file.getFileName().toString();
            if (name.endsWith(".png")) {
                assertThat(adoc).contains("image::" + name + "[");
                assertThat(html).contains("src=\"figures/" + name + "\"");
            }
        }
    }

    @Test
    void neitherTheAsciiDocNorTheHtmlHoldsAMachinePathOrOrchestratorArgument() {
        for (String text : new String[] {adoc, html}) {
            assertThat(AbsolutePaths.firstIn(text)).isEmpty();
            assertThat(text).doesNotContain(resultsDir.toString(), "maven.home", "-Xmx1g");
        }
    }

    @Test
    void writeOnlyResultsRenderTheWritePartPublishedAndSayTheReadPartIsMissing(@TempDir Path dir) throws IOException {
        Fixtures.copy(dir, Fixtures.WRITE);

        GenerationReport writeOnly = new WhitePaperGenerator().generate(dir, false);

        assertThat(writeOnly.missingParts()).singleElement().asString()
                .contains("the read part is missing: " + dir.resolve("read-latest.json"))
                .contains("./mvnw -pl read exec:java");
        assertThat(writeOnly.draftReasons()).isEmpty();
        assertThat(writeOnly.files()).extracting(p -> p.getFileName().toString())
                .contains("write-seconds.png", "whitepaper.html").doesNotContain("whitepaper.pdf")
                .noneMatch(name -> name.startsWith("read-"));
        assertThat(Files.readString(dir.resolve("whitepaper/whitepaper.html")))
                .contains("The read results are missing").doesNotContain("DRAFT — not for publication");
        assertThat(Files.readString(dir.resolve("whitepaper/figures/write-seconds.svg"))).doesNotContain("DRAFT");
    }

    @Test
    void aRefusedFileStopsGenerationBeforeAnythingIsWritten(@TempDir Path dir) {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.put("finished", false));

        assertThatThrownBy(() -> new WhitePaperGenerator().generate(dir, false))
                .isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining(dir.resolve("read-latest.json").toString());
        assertThat(dir.resolve("whitepaper")).doesNotExist();
    }
}
