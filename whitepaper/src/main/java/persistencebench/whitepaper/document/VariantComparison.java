package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;
import persistencebench.whitepaper.results.VariantKind;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The table that answers "how much of a backend's result is owed to how it was used": for every backend,
 * phase and temperature with a variant of the study's kind, every other charted variant's compared value
 * set against it (write: the whole timed region; cold read: open + first query; hot read: work). Only the cells the
 * study could have measured take part (the SQL backends on PostgreSQL); the section on SQL engines sets each
 * database's variants side by side.
 */
final class VariantComparison {

    private VariantComparison() {
    }

    /** The comparison table for a run, or empty when no backend was measured in more than one variant. */
    static Optional<String> table(BenchmarkRun run) {
        String unit = CellFormat.unit(run.kind());
        AsciiDocTable table = new AsciiDocTable("Each variant beside the study's approach, per backend",
                "<", "Backend", "<", "Phase", "<", "Temp.", "<", "Study's approach", ">", "Its value (" + unit + ")",
                "<", "Variant (kind)", ">", "Value (" + unit + ")", ">", "Study's approach ÷ variant");
        List<ResultCell> cells = run.chartable().stream().filter(ResultCell::comparableWithStudy).toList();
        for (ResultCell reference : cells) {
            if (run.catalogue().kind(reference) != VariantKind.PAPER) {
                continue;
            }
            cells.stream().filter(other -> other != reference && sameQuestion(reference, other)
                            && run.catalogue().kind(other) != VariantKind.PAPER)
                    .forEach(other -> table.row(run.catalogue().label(reference.backend()), Labels.phase(reference.phase()),
                            Objects.toString(reference.temperature(), ""), reference.variant(),
                            CellFormat.duration(run.kind(), TimedRegion.comparableMillis(reference)),
                            other.variant() + " (" + run.catalogue().kind(other).id() + ")",
                            CellFormat.duration(run.kind(), TimedRegion.comparableMillis(other)),
                            Quantities.ratio(TimedRegion.comparableMillis(reference) / TimedRegion.comparableMillis(other)) + "×"));
        }
        if (table.isEmpty()) {
            return Optional.empty();
        }
        String note = OtherDatabases.note(run, "This table compares");
        return Optional.of(table.render() + (note.isEmpty() ? "" : "\n" + note + "\n"));
    }

    private static boolean sameQuestion(ResultCell a, ResultCell b) {
        return a.backend().equals(b.backend()) && a.phase().equals(b.phase())
                && Objects.equals(a.temperature(), b.temperature());
    }
}
