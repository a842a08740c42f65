package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The appendix listing every warm-up and measured sample of every cell with the fork that measured it, so
 * nothing is hidden behind a median. Failed cells are listed with what they recorded, if anything.
 */
final class SamplesAppendix {

    private SamplesAppendix() {
    }

    /** One table per run. */
    static String tables(List<BenchmarkRun> runs) {
        return runs.stream().map(SamplesAppendix::table).collect(Collectors.joining("\n"));
    }

    private static String table(BenchmarkRun run) {
        String unit = CellFormat.unit(run.kind());
        AsciiDocTable table = new AsciiDocTable("Every sample of the " + run.kind().id() + " run (" + unit
                        + "; measured samples as total [fork])",
                "<", "Cell", "<", "Phase", "<", "Temp.", "<", "Warm-up samples", "<", "Measured samples",
                ">", "p90", ">", "p99", ">", "Mean");
        for (ResultCell cell : run.cells()) {
            table.row(Labels.cell(run.catalogue(), cell), Labels.phase(cell.phase()), Objects.toString(cell.temperature(), ""),
                    CellFormat.joined(cell.warmupSamplesMillis(), m -> CellFormat.duration(run.kind(), m)),
                    measured(run, cell), CellFormat.duration(run.kind(), cell.p90Millis()),
                    CellFormat.duration(run.kind(), cell.p99Millis()), CellFormat.duration(run.kind(), cell.meanMillis()));
        }
        return table.render();
    }

    /** "1.234 [1] · 1.240 [2]": each measured total with the fork that measured it, where recorded. */
    private static String measured(BenchmarkRun run, ResultCell cell) {
        List<String> samples = new ArrayList<>();
        for (int i = 0; i < cell.samplesMillis().size(); i++) {
            String fork = i < cell.samplesFork().size() ? " [" + cell.samplesFork().get(i) + "]" : "";
            samples.add(CellFormat.duration(run.kind(), cell.samplesMillis().get(i)) + fork);
        }
        return String.join(" · ", samples);
    }
}
