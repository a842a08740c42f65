package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.ChannelSweepChart;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.WriteRates;
import persistencebench.whitepaper.chart.WriteRowsPerSecondChart;
import persistencebench.whitepaper.chart.WriteSecondsChart;
import persistencebench.whitepaper.format.Durability;
import persistencebench.whitepaper.format.Labels;
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

/** The write-case section: figures, noise check, timing and cost tables of every cell, variants and findings. */
final class WriteSection {

    private static final BenchmarkKind KIND = BenchmarkKind.WRITE;

    private WriteSection() {
    }

    /** The filled {@code write-section.adoc} template. */
    static String render(BenchmarkRun write, List<Figure> figures) {
        return Template.load("write-section.adoc").fill(Map.of(
                "dataset", RunDescriptions.dataset(write),
                "iterations", RunDescriptions.iterations(write.chartable()) + warmupSlice(write),
                "durability", Durability.sentence(write),
                "figures", Stream.of(WriteSecondsChart.NAME, WriteRowsPerSecondChart.NAME, ChannelSweepChart.NAME)
                        .map(name -> FigureBlocks.named(figures, name)).collect(Collectors.joining("\n")),
                "noiseCheck", NoiseCheck.of(write),
                "timingTable", timingTable(write),
                "costTable", costTable(write),
                "variantTable", VariantComparison.table(write).orElse("No backend was measured in more than one variant."),
                "findings", findings(write)));
    }

    /**
     * What a warm-up stored, from the run's settings: a slice of the month compiles the load path at a fraction of a
     * sample's cost. Empty when the run recorded no slice (older result files, or warm-ups of the whole CSV).
     */
    private static String warmupSlice(BenchmarkRun write) {
        String rows = write.environment().settings().get("warmupRows");
        boolean warmedUp = write.chartable().stream().anyMatch(c -> !c.warmupSamplesMillis().isEmpty());
        if (!warmedUp || rows == null || rows.equals("0") || write.chartable().stream().map(ResultCell::rowsExpected)
                .filter(Objects::nonNull).allMatch(expected -> expected <= Long.parseLong(rows))) {
            return "";
        }
        return " (each warm-up stored the first " + Quantities.count(Long.parseLong(rows)) + " trips of the file, enough for the JIT"
                + " to compile the load path; a sample stores them all)";
    }

    private static String timingTable(BenchmarkRun write) {
        return new CellTable("Write: every cell's timed region (medians of each part; total = open + work + close)", write,
                List.of(CellColumns.phase(), CellColumns.channels(), CellColumns.serverProfile(), CellColumns.forks(), CellColumns.samples()),
                List.of(CellColumns.open(KIND), CellColumns.work(KIND), CellColumns.close(KIND),
                        CellColumns.medianTotal(KIND), CellColumns.minMax(KIND),
                        new CellTable.Column(">", "Rows/s", c -> rate(write, c)),
                        new CellTable.Column(">", "Rows stored", c -> CellFormat.count(c.rowsStored()))))
                .render(write.cells());
    }

    private static String costTable(BenchmarkRun write) {
        return new CellTable("Write: what every cell cost (CPU over all measured samples; heap, disk and WAL per sample)",
                write, List.of(CellColumns.phase()),
                List.of(CellColumns.jvmCpu(), CellColumns.serverCpu(), CellColumns.liveHeap(), CellColumns.peakHeap(),
                        CellColumns.disk(), CellColumns.wal(),
                        new CellTable.Column("<", "Checksum", c -> Boolean.TRUE.equals(c.checksumOk()) ? "ok" : "")))
                .render(write.cells()) + CellColumns.serverCpuNotes(write.cells());
    }

    private static String findings(BenchmarkRun write) {
        List<String> lines = new ArrayList<>();
        Optional<ResultCell> baseline = write.chartable(BenchmarkKind.LOAD_ONLY_PHASE).stream().findFirst();
        List<ResultCell> stores = write.chartable(BenchmarkKind.STORE_PHASE).stream().filter(ResultCell::comparableWithStudy).toList();
        baseline.ifPresent(c -> lines.add("Parsing the CSV without storing anything took "
                + CellFormat.durationWithUnit(KIND, c.medianMillis()) + "; every store time includes this floor."));
        Comparator<ResultCell> byMedian = Comparator.comparingDouble(ResultCell::medianMillis);
        stores.stream().min(byMedian).ifPresent(fastest -> {
            lines.add("Fastest store: " + Labels.cell(write.catalogue(), fastest) + " with "
                    + CellFormat.durationWithUnit(KIND, fastest.medianMillis()) + withRate(write, fastest) + ".");
            baseline.ifPresent(c -> lines.add("CSV parsing alone accounts for "
                    + Quantities.ratio(100.0 * c.medianMillis() / fastest.medianMillis()) + " % of the fastest store time."));
        });
        stores.stream().max(byMedian).ifPresent(slowest -> lines.add("Slowest store: " + Labels.cell(write.catalogue(), slowest)
                + " with " + CellFormat.durationWithUnit(KIND, slowest.medianMillis()) + withRate(write, slowest) + "."));
        stores.stream().map(ResultCell::rowsStored).filter(Objects::nonNull).findFirst().ifPresent(rows -> lines.add(
                "Every charted store cell stored all " + Quantities.count(rows) + " rows and its checksum matched the input."));
        List<ResultCell> fewer = write.cells().stream().filter(c -> c.samplesPlan() != null).toList();
        if (!fewer.isEmpty()) {
            lines.add(fewer.size() + " cell(s) took fewer samples than the run's iterations: after each cell's first fork, its warm-up"
                    + " predicted how long one sample takes, and a slow load took as many as fit the run's sample budget (the"
                    + " measured samples never decided it; the study's own cells took at least two). The Samples column shows how"
                    + " many each took; a spread from fewer samples is less certain: "
                    + fewer.stream().map(c -> Labels.cell(write.catalogue(), c)).collect(Collectors.joining(", ")) + ".");
        }
        String others = OtherDatabases.note(write, "These findings cover");
        if (!others.isEmpty()) {
            lines.add(others);
        }
        return Bullets.of(lines);
    }

    private static String rate(BenchmarkRun write, ResultCell cell) {
        Double rate = WriteRates.atMedian(write, cell);
        return rate == null ? "" : Quantities.rate(rate);
    }

    private static String withRate(BenchmarkRun write, ResultCell cell) {
        String rate = rate(write, cell);
        return rate.isEmpty() ? "" : " (" + rate + " rows/s)";
    }
}
