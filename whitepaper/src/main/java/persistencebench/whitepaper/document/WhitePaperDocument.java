package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DraftStatus;
import persistencebench.whitepaper.results.ScalingRun;
import persistencebench.whitepaper.study.DeliberateDifferences;
import persistencebench.whitepaper.study.KvReferenceFigures;
import persistencebench.whitepaper.study.PagingReferenceFigures;
import persistencebench.whitepaper.study.PublishedFigures;
import persistencebench.whitepaper.study.SqlReferenceFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Assembles the white paper's AsciiDoc source from the {@code whitepaper.adoc} template, the loaded runs and
 * the figures. Every number in it comes from a result file or from the study's resources; a missing run is
 * replaced by a note saying how to produce it, and no machine path survives into the text.
 */
public final class WhitePaperDocument {

    /** The PDF theme the document's header refers to; it must sit beside the {@code .adoc} file. */
    static final String PDF_THEME = "whitepaper-pdf-theme.yml";

    /** The KV reference's published figures: data of the white paper, the same for every run. */
    private static final KvReferenceFigures KV_REFERENCE = new StudyResources().kvReferenceFigures();
    /** The SQL references' published figures, likewise. */
    private static final SqlReferenceFigures SQL_REFERENCES = new StudyResources().sqlReferenceFigures();
    /** The storage-backends reference's paging figures, likewise. */
    private static final PagingReferenceFigures PAGING_REFERENCE = new StudyResources().pagingReferenceFigures();

    private final PublishedFigures study;
    private final DeliberateDifferences differences;

    public WhitePaperDocument(PublishedFigures study, DeliberateDifferences differences) {
        this.study = study;
        this.differences = differences;
    }

    /**
     * Writes {@code whitepaper.adoc} and its PDF theme into {@code outDir} and returns both files,
     * the {@code .adoc} first. {@code figures} are those already written to {@code outDir/figures/}.
     */
    public List<Path> write(Path outDir, AvailableResults results, List<Figure> figures) throws IOException {
        DraftStatus status = DraftStatus.of(results);
        Path adoc = Files.writeString(outDir.resolve("whitepaper.adoc"), render(results, figures), StandardCharsets.UTF_8);
        String footer = status.isDraft() ? Template.load("draft-footer.yml").text() : "";
        Path theme = Files.writeString(outDir.resolve(PDF_THEME),
                Template.load(PDF_THEME).fill(Map.of("draftFooter", footer)), StandardCharsets.UTF_8);
        return List.of(adoc, theme);
    }

    /** The complete AsciiDoc source, free of machine paths. */
    String render(AvailableResults results, List<Figure> figures) {
        List<BenchmarkRun> runs = results.runs();
        DraftStatus status = DraftStatus.of(results);
        Instant latest = Stream.concat(runs.stream().map(BenchmarkRun::startedAt), results.scaling().stream().map(ScalingRun::startedAt))
                .max(Comparator.naturalOrder()).orElseThrow();
        Map<String, String> values = new HashMap<>();
        values.put("titlePrefix", status.isDraft() ? "DRAFT — " : "");
        values.put("revdate", RunDescriptions.date(latest));
        values.put("publicationNotice", PublicationNotice.of(results, status));
        values.put("availability", availability(results));
        values.put("decisionGuide", DecisionGuideSection.of(results));
        values.put("decisionGuideFigures", DecisionGuideSection.figures(results, figures));
        values.put("contestantProfiles", ProfilesSection.of(results));
        values.put("backendList", BackendList.of(results));
        values.put("variantKinds", BackendList.kinds(results.catalogue()));
        values.put("durability", DurabilityText.mismatch(runs).map(m -> "WARNING: " + m).orElse(""));
        values.put("environmentSection", EnvironmentSection.render(runs));
        values.put("writeSection", results.write().map(w -> WriteSection.render(w, figures))
                .orElseGet(() -> missing(BenchmarkKind.WRITE)));
        values.put("kvSection", results.write().map(w -> KeyValueSection.render(w, figures, KV_REFERENCE))
                .orElseGet(() -> missing(BenchmarkKind.WRITE)));
        values.put("singleOpsSection", results.write().map(w -> SingleOpsSection.render(w, figures))
                .orElseGet(() -> missing(BenchmarkKind.WRITE)));
        values.put("readSection", results.read().map(r -> ReadSection.render(r, figures))
                .orElseGet(() -> missing(BenchmarkKind.READ)));
        values.put("pagingSection", results.read().map(r -> PagingSection.render(r, figures, PAGING_REFERENCE)).orElse(""));
        values.put("concurrentReadsSection", results.read().map(r -> ConcurrentReadsSection.render(r, figures)).orElse(""));
        values.put("sqlEnginesSection", SqlEnginesSection.render(results, figures, SQL_REFERENCES));
        // the placeholder stands on the blank line before the next section, so an edition without a study reads as before
        values.put("scalingSection", results.scaling().map(study -> "\n" + ScalingSection.render(study, results.scalingCatalogue(), figures))
                .orElse(""));
        values.put("studySection", StudyComparisonSection.render(results, study, figures));
        values.put("differencesSection", DeliberateDifferencesSection.render(differences));
        values.put("flaws.yearsRun", String.valueOf(study.flaws().complexQueryYearsRun()));
        values.put("flaws.statementsRun", String.valueOf(study.flaws().complexQueryStatementsRun()));
        values.put("flaws.rowsLost", String.valueOf(study.flaws().jdbcRowsLostInLastBatch()));
        values.put("flaws.hibernateStatements", study.flaws().hibernateStatementsPerComplexQuery());
        values.put("samplesAppendix", SamplesAppendix.tables(runs));
        return MachinePaths.redact(Template.load("whitepaper.adoc").fill(values));
    }

    private static String availability(AvailableResults results) {
        StringBuilder text = new StringBuilder();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            text.append("* ").append(kind.id()).append(" case: ");
            text.append(results.run(kind).map(run -> "from " + AsciiDocText.literal(run.sourceName()) + ", run "
                            + RunDescriptions.runDate(run) + ", " + run.cells().size() + " cells of which "
                            + run.chartable().size() + " are charted; publication status: "
                            + run.publication().map(p -> p.status()).orElse("not recorded") + ".")
                    .orElse("*missing* — " + AsciiDocText.literal(kind.latestFileName())
                            + " does not exist in the results directory; run " + AsciiDocText.literal(kind.command())
                            + " to add this part."));
            text.append('\n');
        }
        results.scaling().ifPresent(study -> text.append("* scaling study: from ").append(AsciiDocText.literal(study.sourceName()))
                .append(", started ").append(RunDescriptions.date(study.startedAt())).append(", ").append(study.steps().size())
                .append(" steps; publication status: ").append(study.publication().map(p -> p.status()).orElse("not recorded"))
                .append(".\n"));
        return text.toString();
    }

    private static String missing(BenchmarkKind kind) {
        return Template.load("missing-part.adoc").fill(Map.of(
                "kind", kind.id(),
                "file", AsciiDocText.literal(kind.latestFileName()),
                "command", AsciiDocText.literal(kind.command())));
    }
}
