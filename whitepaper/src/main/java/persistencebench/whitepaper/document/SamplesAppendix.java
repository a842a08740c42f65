package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** The appendix listing every warm-up and measured sample of every cell, so nothing is hidden behind a median. */
final class SamplesAppendix {

    private SamplesAppendix() {
    }

    /** One table per run. */
    static String tables(List<BenchmarkRun> runs) {
        return runs.stream().map(SamplesAppendix::table).collect(Collectors.joining("\n"));
    }

    private static String table(BenchmarkRun run) {
        String unit = CellFormat.unit(run.kind());
        AsciiDocTable table = new AsciiDocTable("Every sample of the " + run.kind().id() + " run (" + unit + ")",
                "<", "Backend", "<", "Variant", "<", "Phase", "<", "Temperature", "<", "Warm-up samples",
                "<", "Measured samples", ">", "p90", ">", "p99", ">", "Mean");
        for (ResultCell cell : run.cells()) {
            table.row(Labels.backend(cell.backend()), cell.variant(), cell.phase(), Objects.toString(cell.temperature(), ""),
                    samples(run, cell.warmupSamplesMillis()), samples(run, cell.samplesMillis()),
                    optional(run, cell.p90Millis()), optional(run, cell.p99Millis()), optional(run, cell.meanMillis()));
        }
        return table.render();
    }

    private static String samples(BenchmarkRun run, List<Double> millis) {
        return millis.stream().map(m -> CellFormat.duration(run.kind(), m)).collect(Collectors.joining(" · "));
    }

    private static String optional(BenchmarkRun run, Double millis) {
        return millis == null ? "" : CellFormat.duration(run.kind(), millis);
    }
}
