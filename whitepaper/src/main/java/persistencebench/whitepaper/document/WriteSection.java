package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.ChannelSweepChart;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.WriteRowsPerSecondChart;
import persistencebench.whitepaper.chart.WriteSecondsChart;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RankingText;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.WriteSamplePlan;

import java.util.ArrayList;
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
                "durability", DurabilityText.sentence(write),
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
        return new CellTable("Write: every cell's timed region (open, work and close: medians of each part; the geometric mean"
                + " over the forks of the total, open + work + close, each fork at its median sample, with its 95 % interval)", write,
                List.of(CellColumns.phase(), CellColumns.channels(), CellColumns.serverProfile(), CellColumns.forks(), CellColumns.samples()),
                List.of(CellColumns.open(KIND), CellColumns.work(KIND), CellColumns.close(KIND),
                        CellColumns.compared(KIND), CellColumns.interval(KIND),
                        new CellTable.Column(">", "Rows/s", c -> CellFormat.rowsPerSecond(write, c, "")),
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
        Optional<Estimate> floor = baseline.flatMap(Compared::of);
        floor.ifPresent(time -> lines.add("Parsing the CSV without storing anything (the load-only floor) took "
                + CellFormat.durationWithUnit(KIND, time) + "; every store time includes reading and parsing the same file."));
        Ranking<ResultCell> ranking = Ranking.byComparedTime(stores);
        String ranked = RankingText.of(ranking, c -> Labels.cell(write.catalogue(), c), time -> CellFormat.durationWithUnit(KIND, time));
        if (!ranked.isEmpty()) {
            lines.add("Stores by total time, 95 % intervals over forks (floors, which persist nothing, are not ranked): " + ranked + ".");
        }
        if (!ranking.ranked().isEmpty()) {
            floor.ifPresent(time -> lines.add(parserShare(write, time, ranking.ranked().get(0))));
        }
        stores.stream().map(ResultCell::rowsStored).filter(Objects::nonNull).findFirst().ifPresent(rows -> lines.add(
                "Every charted store cell stored all " + Quantities.count(rows) + " rows and its checksum matched the input."));
        List<ResultCell> fewer = write.cells().stream().filter(c -> c.samplesPlan() != null && !c.isSkipped()).toList();
        List<ResultCell> leftOut = write.cells().stream().filter(c -> c.samplesPlan() != null && c.isSkipped()).toList();
        if (!leftOut.isEmpty()) {
            lines.add(leftOut.size() + " cell(s) were left out after their first fork's warm-ups: one sample would have outlasted the"
                    + " run's sample budget" + budget(write) + ", so each would have taken one fork, whose value has no interval and is"
                    + " never ranked (neither a tuned cell nor the study's own approach, which take three forks whatever a sample"
                    + " takes): " + leftOut.stream().map(c -> Labels.cell(write.catalogue(), c) + " (" + c.samplesPlan() + ")")
                    .collect(Collectors.joining("; ")) + ".");
        }
        if (!fewer.isEmpty()) {
            lines.add(fewer.size() + " cell(s) took fewer samples than the run's iterations: after each cell's first fork, its warm-up"
                    + " predicted how long one sample takes, and a slow load took as many as fit the run's sample budget" + budget(write)
                    + " (the measured samples never decided it; " + minimumForks(write) + ", and " + longerLoad(write)
                    + "). The Samples column shows how many each took; the interval rests on the forks, whatever their samples: "
                    + fewer.stream().map(c -> Labels.cell(write.catalogue(), c)).collect(Collectors.joining(", ")) + ".");
        }
        String others = OtherDatabases.note(write, "These findings cover");
        if (!others.isEmpty()) {
            lines.add(others);
        }
        return Bullets.of(lines);
    }

    private static String budget(BenchmarkRun write) {
        return WriteSamplePlan.of(write.environment()).filter(plan -> plan.budgetSeconds() > 0)
                .map(plan -> " of " + plan.budgetSeconds() + " s").orElse("");
    }

    /** The least forks of a load whose sample fits the budget, with the run's numbers where its file records them. */
    private static String minimumForks(BenchmarkRun write) {
        return WriteSamplePlan.of(write.environment())
                .map(plan -> "a load whose sample fits the budget took at least " + plan.minSamples() + " forks, the study's own"
                        + " approach and " + (plan.leavesOut() ? "a tuned cell " : "a cell that reproduces one of its figures ")
                        + plan.studyMinSamples())
                .orElse("a load whose sample fits the budget took more than one fork");
    }

    /** What became of a load whose one sample outlasts the budget, by the rule the run's file records. */
    private static String longerLoad(BenchmarkRun write) {
        return WriteSamplePlan.of(write.environment()).filter(WriteSamplePlan::leavesOut)
                .map(plan -> "a longer one was left out after its first fork's warm-ups, skipped with its prediction, since one fork"
                        + " has no interval")
                .orElse("a longer one took one and is not ranked");
    }

    /**
     * What the load-only time says beside the store with the lowest geometric mean: a ratio of two whole times. The parser runs
     * on a thread of its own while the store works on the calling thread, so on two CPUs the two overlap: the ratio says
     * how close the store came to the parser's pace, not which share of its time went to parsing.
     */
    private static String parserShare(BenchmarkRun write, Estimate floor, Ranking.Contestant<ResultCell> lowest) {
        Integer cpus = write.environment().cpus();
        return "The load-only time is " + IntervalText.percent(floor.over(lowest.estimate())) + " of the total time of "
                + Labels.cell(write.catalogue(), lowest.cell()) + ", the ranked store with the lowest geometric mean. The two are not"
                + " additive: the parser runs on a thread of its own and hands the trips to the store's thread in batches, so on"
                + (cpus == null ? " this machine's CPUs" : " this run's " + cpus + " CPUs") + " parsing overlaps storing (see the"
                + " deliberate differences). A store cannot finish before the parser does, but its time minus the load-only time"
                + " is not what storing cost.";
    }
}
