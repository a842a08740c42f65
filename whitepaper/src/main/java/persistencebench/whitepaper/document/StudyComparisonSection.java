package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.StudyReadChart;
import persistencebench.whitepaper.chart.StudyWriteChart;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.LikeForLike;
import persistencebench.whitepaper.study.PublishedFigures;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The section that sets the study's published figures (from {@code study-figures.json}, a harness resource) beside our
 * like-for-like cells: write in rows per second with matching channel counts, read per query with each
 * figure's definition, and "not measured here" where we have no cell that measured the same thing.
 */
final class StudyComparisonSection {

    private static final String NOT_MEASURED = "not measured here";

    private StudyComparisonSection() {
    }

    /** The filled {@code study-comparison.adoc} template. */
    static String render(AvailableResults results, PublishedFigures study, List<Figure> figures) {
        String readFigures = results.read().map(read -> read.phases().stream()
                .map(phase -> FigureBlocks.named(figures, StudyReadChart.name(phase)))
                .collect(Collectors.joining("\n"))).orElse("");
        return Template.load("study-comparison.adoc").fill(Map.ofEntries(
                Map.entry("citation", study.citation()),
                Map.entry("studyEnvironment", study.environment()),
                Map.entry("studyMethod", study.method()),
                Map.entry("studyRows", Quantities.count(study.write().rows())),
                Map.entry("studySize", study.read().size()),
                Map.entry("writeFigure", FigureBlocks.named(figures, StudyWriteChart.NAME)),
                Map.entry("writeTable", writeTable(results.write(), study)),
                Map.entry("queryCounts", study.read().queryCounts()),
                Map.entry("loadConnect", study.read().loadConnect()),
                Map.entry("readFigures", readFigures),
                Map.entry("readTable", readTable(results.read(), study)),
                Map.entry("databaseNote", databaseNote(results))));
    }

    /** For runs that also measured other databases: the study's figures are set against PostgreSQL cells only. */
    private static String databaseNote(AvailableResults results) {
        return results.runs().stream().filter(BenchmarkRun::hasOtherDatabases).findFirst()
                .map(run -> " " + OtherDatabases.note(run, "The tables and figures set the study's figures beside")).orElse("");
    }

    private static String writeTable(Optional<BenchmarkRun> write, PublishedFigures study) {
        AsciiDocTable table = new AsciiDocTable("Write: the study's figures beside our cells with the same backend, phase"
                + " and (where the study named one) channel count",
                "<", "Study's figure", "<", "What the study's timer covered", ">", "Study (s)", ">", "Study rows/s",
                "<", "Our cells: rows/s (95 % interval)");
        for (PublishedFigures.WriteFigure figure : study.write().figures()) {
            String ours = write.map(run -> LikeForLike.matches(run, figure).stream()
                    .map(cell -> Labels.cell(run.catalogue(), cell) + ": " + CellFormat.rowsPerSecond(run, cell, ""))
                    .collect(Collectors.joining("; "))).orElse("");
            table.row(figure.label(), figure.definition(), Quantities.tableSeconds(figure.seconds() * 1000),
                    Quantities.rate(LikeForLike.publishedRowsPerSecond(study.write(), figure)),
                    ours.isEmpty() ? NOT_MEASURED : ours);
        }
        return table.render();
    }

    private static String readTable(Optional<BenchmarkRun> read, PublishedFigures study) {
        AsciiDocTable table = new AsciiDocTable("Read: the study's figures beside our cells of the same definition"
                + " (query times per query, load/connect as measured)",
                "<", "Phase", "<", "Study's figure", "<", "The study's run", ">", "Study (ms)", ">", "Study compared (ms)",
                "<", "Set against", "<", "Ours (ms, 95 % interval)");
        for (PublishedFigures.ReadFigure figure : study.read().figures()) {
            double compared = LikeForLike.publishedMillis(study.read(), figure);
            String ours = read.map(run -> LikeForLike.matches(run, figure).stream()
                    .map(cell -> Labels.cell(run.catalogue(), cell) + ": " + ourValue(cell, figure))
                    .collect(Collectors.joining("; "))).orElse("");
            table.row(Labels.phase(figure.phase()), figure.label() + ", " + figure.run() + ", " + figure.metricLabel(),
                    figure.definition(), Quantities.tableMillis(figure.millis()),
                    Quantities.tableMillis(compared) + (figure.isQuery() ? " per query (÷" + study.read().queries(figure.phase()) + ")" : ""),
                    figure.ours().describe(), ours.isEmpty() ? NOT_MEASURED : ours);
        }
        return table.render();
    }

    private static String ourValue(ResultCell cell, PublishedFigures.ReadFigure figure) {
        String millis = IntervalText.of(LikeForLike.ours(cell, figure).orElseThrow(), Quantities::tableMillis, "");
        return millis + (figure.isQuery() ? " per query (÷" + LikeForLike.queries(cell).orElseThrow() + ")" : " open");
    }
}
