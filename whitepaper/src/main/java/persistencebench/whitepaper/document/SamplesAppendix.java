package persistencebench.whitepaper.document;

import persistencebench.harness.measure.OperationLatencies;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.OperationLatencyText;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The appendix listing every warm-up and measured sample of every cell with the fork that measured it, so
 * nothing is hidden behind a median. Failed cells are listed with what they recorded, if anything. A p90 of fewer than
 * {@value #MIN_SAMPLES_FOR_P90} samples, or a p99 of fewer than {@value OperationLatencies#MIN_OPERATIONS_FOR_P99}, would
 * only repeat the slowest sample, so it shows {@link OperationLatencyText#NO_P99} instead.
 */
final class SamplesAppendix {
    /** Samples a p90 needs to be more than the largest of them. */
    static final int MIN_SAMPLES_FOR_P90 = 10;

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
                    measured(run, cell), percentile(run, cell, cell.p90Millis(), MIN_SAMPLES_FOR_P90),
                    percentile(run, cell, cell.p99Millis(), OperationLatencies.MIN_OPERATIONS_FOR_P99),
                    CellFormat.duration(run.kind(), cell.meanMillis()));
        }
        return table.render();
    }

    private static String percentile(BenchmarkRun run, ResultCell cell, Double millis, int needs) {
        return cell.samplesMillis().size() < needs ? OperationLatencyText.NO_P99 : CellFormat.duration(run.kind(), millis);
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
