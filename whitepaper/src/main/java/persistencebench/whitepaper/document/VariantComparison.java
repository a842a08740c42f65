package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The table that answers "how much of a backend's result is owed to how it was used": for every backend,
 * phase and temperature with a variant of the study's kind, every other charted variant's compared value set against it
 * (write: the whole timed region; cold read: open + work; hot read: work), each with its 95 % interval, and their ratio
 * with the ratio's interval: a difference only where that interval excludes 1 ({@link persistencebench.whitepaper.results.Verdict}).
 * Only the cells the study could have measured take part (the SQL backends on PostgreSQL); the section on SQL engines
 * sets each database's variants side by side.
 */
final class VariantComparison {

    private VariantComparison() {
    }

    /** The comparison table for a run, or empty when no backend was measured in more than one variant. */
    static Optional<String> table(BenchmarkRun run) {
        String unit = CellFormat.unit(run.kind());
        AsciiDocTable table = new AsciiDocTable("Each variant beside the study's approach, per backend (values with their 95 %"
                + " intervals; the ratio's interval comes from both)",
                "<", "Backend", "<", "Phase", "<", "Temp.", "<", "Study's approach", ">", "Its value (" + unit + ")",
                "<", "Variant (kind)", ">", "Value (" + unit + ")", ">", "Study's approach ÷ variant");
        List<ResultCell> cells = run.chartable().stream().filter(ResultCell::comparableWithStudy).toList();
        for (ResultCell reference : cells) {
            Optional<Estimate> referenceValue = Compared.of(reference);
            if (run.catalogue().kind(reference) != ResultVariantKind.PAPER || referenceValue.isEmpty()) {
                continue;
            }
            for (ResultCell other : cells) {
                Optional<Estimate> value = Compared.of(other);
                if (other == reference || !sameQuestion(reference, other) || run.catalogue().kind(other) == ResultVariantKind.PAPER
                        || value.isEmpty()) {
                    continue;
                }
                table.row(run.catalogue().label(reference.backend()) + (reference.isFloor() ? Labels.FLOOR : ""),
                        Labels.phase(reference.phase()), Objects.toString(reference.temperature(), ""), reference.variant(),
                        CellFormat.duration(run.kind(), referenceValue.get()), other.variant() + " (" + run.catalogue().kind(other).id() + ")",
                        CellFormat.duration(run.kind(), value.get()), IntervalText.factorOrTie(referenceValue.get().over(value.get())));
            }
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
