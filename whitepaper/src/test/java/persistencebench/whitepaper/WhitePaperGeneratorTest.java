package persistencebench.whitepaper;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.RefusedResultFileException;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Generates the complete white paper (including the slow PDF) once from both fixtures and inspects it. */
class WhitePaperGeneratorTest {

    @TempDir
    static Path resultsDir;

    private static GenerationReport report;
    private static AvailableResults results;
    private static String adoc;
    private static String html;

    @BeforeAll
    static void generate() throws IOException {
        Fixtures.copy(resultsDir, Fixtures.WRITE, Fixtures.READ);
        Path stale = Files.createDirectories(resultsDir.resolve("whitepaper/figures")).resolve("figure-of-an-older-run.png");
        Files.writeString(stale, "stale");
        report = new WhitePaperGenerator().generate(resultsDir, true);
        results = new ResultsLoader().load(resultsDir);
        adoc = Files.readString(resultsDir.resolve("whitepaper/whitepaper.adoc"));
        html = Files.readString(resultsDir.resolve("whitepaper/whitepaper.html"));
    }

    @Test
    void writesFiguresDocumentHtmlAndPdf() throws IOException {
        Path out = resultsDir.resolve("whitepaper");
        assertThat(report.files()).contains(out.resolve("whitepaper.adoc"), out.resolve("whitepaper.html"),
                out.resolve("whitepaper.pdf"), out.resolve("figures/write-seconds.png"), out.resolve("figures/write-seconds.svg"));
        assertThat(report.files()).allMatch(Files::isRegularFile);
        assertThat(report.warnings()).isEmpty();
        assertThat(report.missingParts()).isEmpty();
        byte[] pdf = Files.readAllBytes(out.resolve("whitepaper.pdf"));
        assertThat(new String(Arrays.copyOf(pdf, 5), StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
    }

    @Test
    void removesFiguresOfAnOlderRun() {
        assertThat(resultsDir.resolve("whitepaper/figures/figure-of-an-older-run.png")).doesNotExist();
    }

    @Test
    void everyWriteCellAppearsAsATableRowWithItsMedian() {
        for (ResultCell cell : results.write().orElseThrow().cells()) {
            String row = "|" + Labels.backend(cell.backend()) + " |" + cell.variant() + " |" + cell.phase() + " |";
            assertThat(tableRows(adoc)).as(cell.label())
                    .anyMatch(line -> line.startsWith(row) && line.contains("|" + Quantities.tableSeconds(cell.medianMillis()) + " |"));
            assertThat(html).as(cell.label()).contains(Quantities.tableSeconds(cell.medianMillis()));
        }
    }

    @Test
    void everyReadCellAppearsInItsPhaseTableWithItsMedian() {
        BenchmarkRun read = results.read().orElseThrow();
        for (String phase : read.phases()) {
            String table = phaseTable(phase);
            for (ResultCell cell : read.cells(phase)) {
                String row = "|" + Labels.backend(cell.backend()) + " |" + cell.variant() + " |" + cell.temperature()
                        + " |" + Quantities.tableMillis(cell.medianMillis()) + " |";
                assertThat(table).as(cell.label()).contains(row);
                assertThat(html).as(cell.label()).contains(Quantities.tableMillis(cell.medianMillis()));
            }
        }
        assertThat(html).contains("customersPaged", "purchasesOfForeigners", "EclipseStore", "Hibernate");
    }

    @Test
    void theDocumentEmbedsEveryFigureAndTheVerifiedDigests() {
        for (Path file : report.files()) {
            String name = file.getFileName().toString();
            if (name.endsWith(".png")) {
                assertThat(adoc).contains("image::" + name + "[");
                assertThat(html).contains("src=\"figures/" + name + "\"");
            }
        }
        assertThat(adoc).contains("sha256:" + "1a".repeat(32), "sha256:" + "2b".repeat(32));
    }

    @Test
    void thePaperComparisonTakesItsNumbersFromTheResource() {
        assertThat(adoc).contains("|Hibernate |cold |2,407.00 |").contains("|JDBC |101.8 |27,716 |");
    }

    @Test
    void writeOnlyResultsRenderTheWritePartAndSayTheReadPartIsMissing(@TempDir Path dir) throws IOException {
        Fixtures.copy(dir, Fixtures.WRITE);

        GenerationReport writeOnly = new WhitePaperGenerator().generate(dir, false);

        assertThat(writeOnly.missingParts()).singleElement().asString()
                .contains("the read part is missing: " + dir.resolve("read-latest.json"))
                .contains("./mvnw -pl read exec:java");
        assertThat(writeOnly.files()).extracting(p -> p.getFileName().toString())
                .contains("write-seconds.png", "whitepaper.html").doesNotContain("whitepaper.pdf")
                .noneMatch(name -> name.startsWith("read-"));
        String text = Files.readString(dir.resolve("whitepaper/whitepaper.html"));
        assertThat(text).contains("The read results are missing").contains("read-latest.json");
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

    private static List<String> tableRows(String text) {
        return text.lines().filter(line -> line.startsWith("|") && !line.equals("|===")).toList();
    }

    private static String phaseTable(String phase) {
        int start = adoc.indexOf(".Read results for " + phase + ":");
        assertThat(start).as("table for " + phase).isNotNegative();
        int open = adoc.indexOf("|===", start);
        return adoc.substring(start, adoc.indexOf("|===", open + 4));
    }
}
