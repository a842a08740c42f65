package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.ReadStatementsChart;
import persistencebench.whitepaper.chart.ReadTimeChart;
import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RankingText;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.LikeForLike;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The read-case section: what cold means in this run, the noise check, per phase its verified answer,
 * figures and table; then the cost of every cell, statements, variants and findings.
 */
final class ReadSection {

    private static final BenchmarkKind KIND = BenchmarkKind.READ;

    private ReadSection() {
    }

    /** The filled {@code read-section.adoc} template. */
    static String render(BenchmarkRun read, List<Figure> figures) {
        String phases = read.phases().stream().map(phase -> phase(read, phase, figures)).collect(Collectors.joining("\n"));
        return Template.load("read-section.adoc").fill(Map.ofEntries(
                Map.entry("dataset", RunDescriptions.dataset(read)),
                Map.entry("parameters", read.dataset().parameters() == null ? "not recorded in the result file"
                        : JsonText.plain(read.dataset().parameters())),
                Map.entry("iterations", RunDescriptions.iterations(read.chartable())),
                Map.entry("durability", DurabilityText.sentence(read)),
                Map.entry("coldKinds", coldKinds(read)),
                Map.entry("noiseCheck", NoiseCheck.of(read)),
                Map.entry("phases", phases),
                Map.entry("costTable", costTable(read)),
                Map.entry("statementsFigure", FigureBlocks.named(figures, ReadStatementsChart.NAME)),
                Map.entry("variantTable", VariantComparison.table(read).orElse("No backend was measured in more than one variant.")),
                Map.entry("findings", findings(read))));
    }

    /** What "cold" meant for the cold cells of this run, one definition per cold kind present. */
    static String coldKinds(BenchmarkRun read) {
        List<String> meanings = ColdKinds.meanings(read.cells());
        if (meanings.isEmpty()) {
            return "";
        }
        return "Read queries are measured *cold* (a fresh JVM for every sample; the _Cold kind_ column says whether"
                + " the server was restarted too) and *hot* (repeated in the same JVM on an open service). In this run,"
                + " cold means:\n\n" + Bullets.of(meanings);
    }

    private static String phase(BenchmarkRun read, String phase, List<Figure> figures) {
        List<ResultCell> cells = read.cells(phase);
        List<ResultCell> answered = read.chartable(phase);
        StringBuilder text = new StringBuilder();
        text.append("=== ").append(Labels.phaseTitle(phase)).append(" (`").append(phase).append("`)\n\n");
        if (!answered.isEmpty()) {
            ResultCell first = answered.get(0);
            text.append("All ").append(answered.size()).append(" charted cells of this phase returned the same answer")
                    .append(first.resultCount() == null ? "" : ", " + Quantities.count(first.resultCount()) + " results")
                    .append(", with the digest\n\n ").append(first.resultDigest()).append("\n\n");
        }
        cells.stream().map(ResultCell::temperature).distinct()
                .forEach(temperature -> text.append(FigureBlocks.named(figures, ReadTimeChart.name(phase, temperature))).append('\n'));
        text.append(new CellTable("Read results for " + phase + ": open, work and close are medians of each part; the"
                + " geometric mean is over fresh JVMs (cold) or forks (hot), each at its median sample, of open + work (all the"
                + " phase's queries) for cold cells and of work for hot cells, and its 95 % interval is over the same units", read,
                List.of(CellColumns.temperature(), CellColumns.coldKind(), CellColumns.serverProfile(), CellColumns.forks(), CellColumns.samples()),
                List.of(CellColumns.open(KIND), CellColumns.work(KIND), CellColumns.close(KIND), CellColumns.compared(KIND),
                        CellColumns.interval(KIND),
                        new CellTable.Column(">", "Work per query (ms)", ReadSection::perQuery),
                        new CellTable.Column(">", "Results", c -> CellFormat.count(c.resultCount())),
                        new CellTable.Column(">", "Stmts", c -> CellFormat.count(c.jdbcStatements()))))
                .render(cells));
        return text.toString();
    }

    private static String costTable(BenchmarkRun read) {
        return new CellTable("Read: what every cell cost (CPU over all measured samples; heap per sample)", read,
                List.of(CellColumns.phase(), CellColumns.temperature()),
                List.of(CellColumns.jvmCpu(), CellColumns.serverCpu(), CellColumns.liveHeap(), CellColumns.peakHeap()))
                .render(read.cells()) + CellColumns.serverCpuNotes(read.cells());
    }

    private static String perQuery(ResultCell cell) {
        return LikeForLike.queries(cell).filter(n -> cell.workMillis() != null)
                .map(n -> Quantities.tableMillis(cell.workMillis() / n) + " (÷" + n + ")").orElse("");
    }

    private static String findings(BenchmarkRun read) {
        List<String> lines = new ArrayList<>();
        for (String phase : read.phases()) {
            for (String temperature : read.cells(phase).stream().map(ResultCell::temperature).distinct().toList()) {
                List<ResultCell> cells = read.chartable(phase).stream()
                        .filter(c -> temperature.equals(c.temperature()) && c.comparableWithStudy() && !c.isFloor()).toList();
                if (cells.size() < 2) {
                    continue;
                }
                lines.add(Labels.phaseTitle(phase) + ", " + temperature + " (" + (cells.get(0).isCold() ? "open + queries" : "work")
                        + "): " + RankingText.of(Ranking.byComparedTime(cells), c -> Labels.cell(read.catalogue(), c),
                        millis -> CellFormat.durationWithUnit(KIND, millis)) + ".");
            }
        }
        read.chartable().stream().filter(c -> c.jdbcStatements() != null && c.comparableWithStudy())
                .max(Comparator.comparingLong(ResultCell::jdbcStatements))
                .ifPresent(most -> lines.add("Most statements: " + Labels.cellWithTemperature(read.catalogue(), most) + " sent "
                        + Quantities.count(most.jdbcStatements()) + " statements per sample of " + Labels.phase(most.phase()) + "."));
        String others = OtherDatabases.note(read, "These findings cover");
        if (!others.isEmpty()) {
            lines.add(others);
        }
        return Bullets.of(lines);
    }
}
