package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.paper.PaperFigures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Environment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Assembles the white paper's AsciiDoc source from the {@code whitepaper.adoc} template, the
 * verified runs and the figures. Every number in it comes from a result file or from
 * {@code paper-figures.json}; a missing run is replaced by a note saying how to produce it.
 */
public final class WhitePaperDocument {

    private final PaperFigures paper;

    public WhitePaperDocument(PaperFigures paper) {
        this.paper = paper;
    }

    /** The PDF theme the document's header refers to; it must sit beside the {@code .adoc} file. */
    static final String PDF_THEME = "whitepaper-pdf-theme.yml";

    /**
     * Writes {@code whitepaper.adoc} and its PDF theme into {@code outDir} and returns both files,
     * the {@code .adoc} first. {@code figures} are those already written to {@code outDir/figures/}.
     */
    public List<Path> write(Path outDir, AvailableResults results, List<Figure> figures) throws IOException {
        Path adoc = Files.writeString(outDir.resolve("whitepaper.adoc"), render(results, figures), StandardCharsets.UTF_8);
        Path theme = Files.writeString(outDir.resolve(PDF_THEME), Template.load(PDF_THEME).text(), StandardCharsets.UTF_8);
        return List.of(adoc, theme);
    }

    /** The complete AsciiDoc source. */
    String render(AvailableResults results, List<Figure> figures) {
        List<BenchmarkRun> runs = Stream.of(results.write(), results.read()).flatMap(Optional::stream).toList();
        BenchmarkRun latest = runs.stream().max(Comparator.comparing(BenchmarkRun::startedAt)).orElseThrow();
        Environment env = latest.environment();
        Map<String, String> values = new HashMap<>();
        values.put("revdate", RunDescriptions.runDate(latest));
        values.put("availability", availability(results));
        values.put("microstream", env.version("microstream"));
        values.put("eclipsestore", env.version("eclipsestore"));
        values.put("hibernate", env.version("hibernate"));
        values.put("pgjdbc", env.version("pgjdbc"));
        values.put("postgresql", env.version("postgresql"));
        values.put("database", env.database() == null ? "PostgreSQL" : env.database());
        values.put("paper.environment", paper.environment());
        values.put("flaws.yearsRun", String.valueOf(paper.flaws().complexQueryYearsRun()));
        values.put("flaws.statementsRun", String.valueOf(paper.flaws().complexQueryStatementsRun()));
        values.put("flaws.rowsLost", String.valueOf(paper.flaws().jdbcRowsLostInLastBatch()));
        values.put("flaws.hibernateStatements", paper.flaws().hibernateStatementsPerComplexQuery());
        values.put("environmentTable", EnvironmentSection.table(runs));
        values.put("writeSection", results.write().map(w -> WriteSection.render(w, figures))
                .orElseGet(() -> missing(results, BenchmarkKind.WRITE)));
        values.put("readSection", results.read().map(r -> ReadSection.render(r, figures))
                .orElseGet(() -> missing(results, BenchmarkKind.READ)));
        values.put("paperSection", PaperComparisonSection.render(results, paper, figures));
        values.put("samplesAppendix", SamplesAppendix.tables(runs));
        return Template.load("whitepaper.adoc").fill(values);
    }

    private static String availability(AvailableResults results) {
        StringBuilder text = new StringBuilder();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            Optional<BenchmarkRun> run = kind == BenchmarkKind.WRITE ? results.write() : results.read();
            text.append("* ").append(kind.id()).append(" case: ");
            text.append(run.map(r -> "from " + AsciiDocText.literal(r.source().toString()) + ", run "
                            + RunDescriptions.runDate(r) + ", " + r.cells().size() + " cells.")
                    .orElse("*missing* — " + AsciiDocText.literal(results.expectedFile(kind).toString())
                            + " does not exist; run " + AsciiDocText.literal(kind.command()) + " to add this part."));
            text.append('\n');
        }
        return text.toString();
    }

    private static String missing(AvailableResults results, BenchmarkKind kind) {
        return Template.load("missing-part.adoc").fill(Map.of(
                "kind", kind.id(),
                "file", AsciiDocText.literal(results.expectedFile(kind).toString()),
                "command", AsciiDocText.literal(kind.command())));
    }
}
