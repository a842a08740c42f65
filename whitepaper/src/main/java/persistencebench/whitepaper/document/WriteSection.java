package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.ChannelSweepChart;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.chart.WriteRowsPerSecondChart;
import persistencebench.whitepaper.chart.WriteSecondsChart;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The write-case section: figures, the table of every write cell, resources, and generated findings. */
final class WriteSection {

    private WriteSection() {
    }

    /** The filled {@code write-section.adoc} template. */
    static String render(BenchmarkRun write, List<Figure> figures) {
        return Template.load("write-section.adoc").fill(Map.of(
                "dataset", RunDescriptions.dataset(write),
                "iterations", RunDescriptions.iterations(write.cells()),
                "figures", Stream.of(WriteSecondsChart.NAME, WriteRowsPerSecondChart.NAME, ChannelSweepChart.NAME)
                        .map(name -> FigureBlocks.named(figures, name)).collect(Collectors.joining("\n")),
                "resultsTable", resultsTable(write),
                "resourcesTable", resourcesTable(write),
                "variantTable", VariantComparison.table(write).orElse("No backend was measured in both variants."),
                "findings", findings(write)));
    }

    private static String resultsTable(BenchmarkRun write) {
        AsciiDocTable table = new AsciiDocTable("Write results: every measured cell",
                "<", "Backend", "<", "Variant", "<", "Phase", ">", "Channels",
                ">", "Median (s)", ">", "Min (s)", ">", "Max (s)", ">", "Samples",
                ">", "Rows/s", ">", "Rows stored");
        for (ResultCell cell : write.cells()) {
            table.row(Labels.backend(cell.backend()), cell.variant(), cell.phase(), Objects.toString(cell.channels(), ""),
                    Quantities.tableSeconds(cell.medianMillis()), Quantities.tableSeconds(cell.minMillis()),
                    Quantities.tableSeconds(cell.maxMillis()), String.valueOf(cell.samplesMillis().size()),
                    cell.effectiveRowsPerSecond() == null ? "" : Quantities.rate(cell.effectiveRowsPerSecond()),
                    cell.rowsStored() == null ? "" : Quantities.count(cell.rowsStored()));
        }
        return table.render();
    }

    private static String resourcesTable(BenchmarkRun write) {
        AsciiDocTable table = new AsciiDocTable("Write resources per store cell",
                "<", "Backend", "<", "Variant", ">", "Peak heap (MiB)", ">", "Disk (MiB)", ">", "CPU (s)",
                ">", "Checksum");
        for (ResultCell cell : write.cells("store")) {
            table.row(Labels.backend(cell.backend()), cell.variant(),
                    cell.peakHeapBytes() == null ? "" : Quantities.mebibytes(cell.peakHeapBytes()),
                    cell.diskBytes() == null ? "" : Quantities.mebibytes(cell.diskBytes()),
                    cell.cpuMillis() == null ? "" : Quantities.tableSeconds(cell.cpuMillis()),
                    Boolean.TRUE.equals(cell.checksumOk()) ? "ok" : "");
        }
        return table.isEmpty() ? "" : table.render();
    }

    private static String findings(BenchmarkRun write) {
        List<String> lines = new ArrayList<>();
        Optional<ResultCell> csv = write.cells("load-only").stream().findFirst();
        List<ResultCell> stores = write.cells("store");
        csv.ifPresent(c -> lines.add("Parsing the CSV without storing anything took " + CellFormat.median(BenchmarkKind.WRITE, c)
                + "; every store time includes this floor."));
        Comparator<ResultCell> byMedian = Comparator.comparingDouble(ResultCell::medianMillis);
        stores.stream().min(byMedian).ifPresent(fastest -> {
            lines.add("Fastest store: " + Labels.cell(fastest) + " with " + CellFormat.median(BenchmarkKind.WRITE, fastest)
                    + rate(fastest) + ".");
            csv.ifPresent(c -> lines.add("CSV parsing alone accounts for "
                    + Quantities.ratio(100.0 * c.medianMillis() / fastest.medianMillis()) + " % of the fastest store time."));
        });
        stores.stream().max(byMedian).ifPresent(slowest -> lines.add("Slowest store: " + Labels.cell(slowest) + " with "
                + CellFormat.median(BenchmarkKind.WRITE, slowest) + rate(slowest) + "."));
        stores.stream().filter(c -> c.rowsStored() != null).findFirst().ifPresent(c -> lines.add("Every store cell stored all "
                + Quantities.count(c.rowsStored()) + " rows and its checksum matched the input (files that fail this are refused)."));
        return Bullets.of(lines);
    }

    private static String rate(ResultCell cell) {
        Double rate = cell.effectiveRowsPerSecond();
        return rate == null ? "" : " (" + Quantities.rate(rate) + " rows/s)";
    }
}
