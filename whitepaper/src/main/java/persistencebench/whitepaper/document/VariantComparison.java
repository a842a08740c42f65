package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The table that answers "how much of a backend's result is owed to how it was used": for every
 * backend, phase and temperature measured in both variants, the {@code paper} median divided by the
 * {@code tuned} median.
 */
final class VariantComparison {

    private VariantComparison() {
    }

    /** The comparison table for a run, or empty when no backend was measured in both variants. */
    static Optional<String> table(BenchmarkRun run) {
        String unit = CellFormat.unit(run.kind());
        AsciiDocTable table = new AsciiDocTable("paper versus tuned, per backend",
                "<", "Backend", "<", "Phase", "<", "Temperature",
                ">", "paper median (" + unit + ")", ">", "tuned median (" + unit + ")", ">", "paper ÷ tuned");
        for (ResultCell paper : run.cells()) {
            if (!paper.variant().equals("paper")) {
                continue;
            }
            partner(run.cells(), paper).ifPresent(tuned -> table.row(
                    Labels.backend(paper.backend()), paper.phase(), Objects.toString(paper.temperature(), "–"),
                    CellFormat.duration(run.kind(), paper.medianMillis()),
                    CellFormat.duration(run.kind(), tuned.medianMillis()),
                    Quantities.ratio(paper.medianMillis() / tuned.medianMillis()) + "×"));
        }
        return table.isEmpty() ? Optional.empty() : Optional.of(table.render());
    }

    private static Optional<ResultCell> partner(List<ResultCell> cells, ResultCell paper) {
        return cells.stream()
                .filter(c -> c.variant().equals("tuned") && c.backend().equals(paper.backend())
                        && c.phase().equals(paper.phase()) && Objects.equals(c.temperature(), paper.temperature()))
                .findFirst();
    }
}
