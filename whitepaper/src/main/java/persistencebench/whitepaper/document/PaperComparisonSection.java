package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.chart.PaperVsOursChart;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.paper.PaperFigures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The section that sets the original paper's published figures (from {@code paper-figures.json})
 * beside our {@code paper} and {@code tuned} medians for the same backend, phase and temperature.
 */
final class PaperComparisonSection {

    private PaperComparisonSection() {
    }

    /** The filled {@code paper-comparison.adoc} template. */
    static String render(AvailableResults results, PaperFigures paper, List<Figure> figures) {
        String readFigures = results.read().map(read -> read.phases().stream()
                .map(phase -> FigureBlocks.named(figures, PaperVsOursChart.readName(phase)))
                .collect(Collectors.joining("\n"))).orElse("");
        return Template.load("paper-comparison.adoc").fill(Map.of(
                "citation", paper.citation(),
                "paperEnvironment", paper.environment(),
                "paperRows", Quantities.count(paper.write().rows()),
                "paperSize", paper.read().size(),
                "writeFigure", FigureBlocks.named(figures, PaperVsOursChart.WRITE_NAME),
                "writeTable", writeTable(results.write(), paper),
                "readFigures", readFigures,
                "readTable", readTable(results.read(), paper)));
    }

    private static String writeTable(Optional<BenchmarkRun> write, PaperFigures paper) {
        AsciiDocTable table = new AsciiDocTable("Write: published figures beside ours",
                "<", "Published figure", ">", "Published (s)", ">", "Published rows/s",
                ">", "Ours, paper (rows/s)", ">", "Ours, tuned (rows/s)");
        for (PaperFigures.WriteFigure figure : paper.write().figures()) {
            Function<String, String> ours = variant -> write.flatMap(run -> run.cells().stream()
                    .filter(c -> c.backend().equals(figure.backend())
                            && (c.backend().equals("csv") ? variant.equals("paper") : c.variant().equals(variant)))
                    .findFirst()).map(PaperComparisonSection::rateWithChannels).orElse("");
            table.row(figure.label(), Quantities.ratio(figure.seconds()),
                    Quantities.rate(paper.write().rows() / figure.seconds()), ours.apply("paper"), ours.apply("tuned"));
        }
        return table.render();
    }

    private static String rateWithChannels(ResultCell cell) {
        Double rate = cell.effectiveRowsPerSecond();
        String text = rate == null ? "" : Quantities.rate(rate);
        return cell.channels() == null ? text : text + " (" + cell.channels() + " ch)";
    }

    private static String readTable(Optional<BenchmarkRun> read, PaperFigures paper) {
        AsciiDocTable table = new AsciiDocTable("Read: published figures beside ours (milliseconds)",
                "<", "Phase", "<", "Metric", "<", "Backend", "<", "Temperature", ">", "Published",
                ">", "Ours, paper", ">", "Ours, tuned", "<", "Note");
        for (PaperFigures.ReadFigure figure : paper.read().figures()) {
            Function<String, String> ours = variant -> read.flatMap(run -> run.cells(figure.phase()).stream()
                    .filter(c -> c.backend().equals(figure.backend()) && c.variant().equals(variant)
                            && figure.temperature().equals(c.temperature()))
                    .findFirst()).map(c -> metric(c, figure.metric())).orElse("");
            table.row(figure.phase(), figure.metric().equals("loadConnect") ? "load/connect" : figure.metric(),
                    Labels.backend(figure.backend()), figure.temperature(),
                    Quantities.tableMillis(figure.millis()), ours.apply("paper"), ours.apply("tuned"),
                    figure.note() == null ? "" : figure.note());
        }
        return table.render();
    }

    private static String metric(ResultCell cell, String metric) {
        Double millis = metric.equals("loadConnect") ? cell.loadConnectMillis() : cell.medianMillis();
        return millis == null ? "" : Quantities.tableMillis(millis);
    }
}
