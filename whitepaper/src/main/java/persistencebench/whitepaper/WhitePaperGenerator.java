package persistencebench.whitepaper;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.chart.FigureWriter;
import persistencebench.whitepaper.document.AsciidocRenderer;
import persistencebench.whitepaper.document.WhitePaperDocument;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.DraftStatus;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.DeliberateDifferences;
import persistencebench.whitepaper.study.PublishedFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Regenerates {@code <results>/whitepaper/}: figures (PNG + SVG), the AsciiDoc source, HTML and PDF,
 * as a pure function of the result files and the study's resources. Refused or absent result files stop it
 * before anything is written; a draft run is rendered with DRAFT on its first page and on every figure.
 */
public final class WhitePaperGenerator {

    static {
        // Charts are drawn off-screen; this must happen before any AWT class initialises.
        System.setProperty("java.awt.headless", "true");
    }

    private final PublishedFigures published;
    private final DeliberateDifferences differences;

    /** A generator with the study's published figures and our deliberate differences from the classpath. */
    public WhitePaperGenerator() {
        StudyResources study = new StudyResources();
        published = study.publishedFigures();
        differences = study.deliberateDifferences();
    }

    /**
     * Generates everything from the result files in {@code resultsDir}.
     *
     * @throws persistencebench.whitepaper.results.NoResultFilesException when no result file exists
     * @throws persistencebench.whitepaper.results.RefusedResultFileException when a result file must not be used
     * @throws IOException when the output cannot be written
     */
    public GenerationReport generate(Path resultsDir, boolean pdf) throws IOException {
        AvailableResults results = new ResultsLoader().load(resultsDir);
        // absolute: AsciidoctorJ resolves a relative target against its own working directory, not ours
        Path outDir = resultsDir.toAbsolutePath().normalize().resolve("whitepaper");
        Path figuresDir = outDir.resolve("figures");
        removeOldFigures(figuresDir);
        Files.createDirectories(figuresDir);
        List<Path> files = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        DraftStatus status = DraftStatus.of(results);
        List<Figure> figures = new FigureCatalog(published).all(results);
        FigureWriter writer = new FigureWriter(status.isDraft());
        for (Figure figure : figures) {
            files.addAll(writer.write(figure, figuresDir));
        }
        List<Path> document = new WhitePaperDocument(published, differences).write(outDir, results, figures);
        files.addAll(document);
        Path adoc = document.get(0);
        try (AsciidocRenderer renderer = new AsciidocRenderer()) {
            files.add(renderer.html(adoc));
            if (pdf) {
                try {
                    files.add(renderer.pdf(adoc));
                } catch (RuntimeException e) {
                    warnings.add("PDF rendering failed, the HTML is complete: " + e.getMessage());
                }
            }
            warnings.addAll(renderer.warnings());
        }
        return new GenerationReport(files, warnings, missingParts(results), status.reasons());
    }

    /** Figures from an earlier run that this run does not draw must not linger beside the new ones. */
    private static void removeOldFigures(Path figuresDir) throws IOException {
        if (!Files.isDirectory(figuresDir)) {
            return;
        }
        try (DirectoryStream<Path> old = Files.newDirectoryStream(figuresDir, "*.{png,svg}")) {
            for (Path file : old) {
                Files.delete(file);
            }
        }
    }

    private static List<String> missingParts(AvailableResults results) {
        List<String> missing = new ArrayList<>();
        if (results.write().isEmpty()) {
            missing.add(describeMissing(results, BenchmarkKind.WRITE));
        }
        if (results.read().isEmpty()) {
            missing.add(describeMissing(results, BenchmarkKind.READ));
        }
        return missing;
    }

    private static String describeMissing(AvailableResults results, BenchmarkKind kind) {
        return "the " + kind.id() + " part is missing: " + results.expectedFile(kind) + " does not exist (run "
                + kind.command() + " to produce it); the document says so in its " + kind.id() + " section";
    }
}
