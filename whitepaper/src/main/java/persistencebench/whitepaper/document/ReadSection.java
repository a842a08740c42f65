package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.chart.ReadLoadConnectChart;
import persistencebench.whitepaper.chart.ReadQueryTimeChart;
import persistencebench.whitepaper.chart.ReadStatementsChart;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The read-case section: per phase its figures, verification and table; then statements and findings. */
final class ReadSection {

    private ReadSection() {
    }

    /** The filled {@code read-section.adoc} template. */
    static String render(BenchmarkRun read, List<Figure> figures) {
        String phases = read.phases().stream().map(phase -> phase(read, phase, figures)).collect(Collectors.joining("\n"));
        return Template.load("read-section.adoc").fill(Map.of(
                "dataset", RunDescriptions.dataset(read),
                "parameters", parameters(read.dataset().parameters()),
                "iterations", RunDescriptions.iterations(read.cells()),
                "phases", phases,
                "statementsFigure", FigureBlocks.named(figures, ReadStatementsChart.NAME),
                "variantTable", VariantComparison.table(read).orElse("No backend was measured in both variants."),
                "findings", findings(read)));
    }

    private static String phase(BenchmarkRun read, String phase, List<Figure> figures) {
        List<ResultCell> cells = read.cells(phase);
        ResultCell first = cells.get(0);
        StringBuilder text = new StringBuilder();
        text.append("=== ").append(capitalised(Labels.phase(phase))).append(" (`").append(phase).append("`)\n\n");
        text.append("All ").append(cells.size()).append(" cells of this phase returned the same answer")
                .append(first.resultCount() == null ? "" : ", " + Quantities.count(first.resultCount()) + " results")
                .append(", with the digest\n\n ").append(first.resultDigest()).append("\n\n");
        text.append(FigureBlocks.named(figures, ReadQueryTimeChart.name(phase))).append('\n');
        text.append(FigureBlocks.named(figures, ReadLoadConnectChart.name(phase))).append('\n');
        AsciiDocTable table = new AsciiDocTable("Read results for " + phase
                + ": every measured cell (Connect: time until the first query could run; Stmts: JDBC statements per run)",
                "<", "Backend", "<", "Variant", "<", "Temp.", ">", "Median (ms)", ">", "Min (ms)",
                ">", "Max (ms)", ">", "Samples", ">", "Connect (ms)", ">", "Results", ">", "Stmts");
        for (ResultCell cell : cells) {
            table.row(Labels.backend(cell.backend()), cell.variant(), cell.temperature(),
                    Quantities.tableMillis(cell.medianMillis()), Quantities.tableMillis(cell.minMillis()),
                    Quantities.tableMillis(cell.maxMillis()), String.valueOf(cell.samplesMillis().size()),
                    cell.loadConnectMillis() == null ? "" : Quantities.tableMillis(cell.loadConnectMillis()),
                    cell.resultCount() == null ? "" : Quantities.count(cell.resultCount()),
                    cell.jdbcStatements() == null ? "" : Quantities.count(cell.jdbcStatements()));
        }
        return text.append(table.render()).toString();
    }

    private static String findings(BenchmarkRun read) {
        List<String> lines = new ArrayList<>();
        Comparator<ResultCell> byMedian = Comparator.comparingDouble(ResultCell::medianMillis);
        for (String phase : read.phases()) {
            for (String temperature : List.of("cold", "hot")) {
                List<ResultCell> cells = read.cells(phase).stream()
                        .filter(c -> temperature.equals(c.temperature())).toList();
                if (cells.size() < 2) {
                    continue;
                }
                ResultCell fastest = cells.stream().min(byMedian).orElseThrow();
                ResultCell slowest = cells.stream().max(byMedian).orElseThrow();
                lines.add(capitalised(Labels.phase(phase)) + ", " + temperature + ": fastest " + Labels.cell(fastest) + " ("
                        + CellFormat.median(BenchmarkKind.READ, fastest) + "), slowest " + Labels.cell(slowest) + " ("
                        + CellFormat.median(BenchmarkKind.READ, slowest) + "), a factor of "
                        + Quantities.ratio(slowest.medianMillis() / fastest.medianMillis()) + ".");
            }
        }
        read.cells().stream().filter(c -> c.jdbcStatements() != null)
                .max(Comparator.comparingLong(ResultCell::jdbcStatements))
                .ifPresent(most -> lines.add("Most statements: " + Labels.cell(most) + " sent "
                        + Quantities.count(most.jdbcStatements()) + " statements per run of " + most.phase()
                        + " (" + most.temperature() + ")."));
        return Bullets.of(lines);
    }

    private static String parameters(JsonNode parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return "not recorded in the result file";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : parameters.properties()) {
            parts.add(field.getKey() + " " + plain(field.getValue()));
        }
        return String.join(" · ", parts);
    }

    /** A JSON value without JSON syntax: arrays as "a, b, c", text without quotes. */
    private static String plain(JsonNode value) {
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(item -> items.add(plain(item)));
            return String.join(", ", items);
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
