package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;
import persistencebench.whitepaper.study.PagingReferenceFigures;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The storage-backends reference's offset and keyset figures beside ours: what and where it measured, every engine of
 * its table exactly as printed with its own ratio, the contestant of ours that measured the same kind of thing (or why
 * none did) and how ours differs, then the flaws of its method with the words that show each.
 */
final class PagingReferenceTable {

    private PagingReferenceTable() {
    }

    static String render(BenchmarkRun read, List<PagingComparison.Pair> pairs, PagingReferenceFigures reference) {
        String unit = reference.unit();
        AsciiDocTable table = new AsciiDocTable(reference.title() + ": offset and keyset pages beside ours", "<", "Engine",
                ">", "Its offset (" + unit + ")", ">", "Its keyset (" + unit + ")", ">", "Its offset ÷ keyset", "<", "Ours beside it",
                "<", "How ours differs");
        for (PagingReferenceFigures.Figure figure : reference.figures()) {
            table.row(figure.engine(), figure.offset(), figure.keyset(), PagingSection.ratio(figure.ratio()),
                    ours(read, pairs, figure), Objects.toString(figure.differs(), ""));
        }
        return "Quoted from " + AsciiDocText.literal(reference.document()) + ". It measured on " + reference.environment()
                + ". How: " + reference.method() + ".\n\n"
                + table.render()
                + "\nIts flaws, each with the words that show it:\n\n"
                + Bullets.of(reference.flaws().stream().map(flaw -> flaw.flaw() + " Evidence: " + AsciiDocText.literal(flaw.evidence())
                        + " (" + flaw.where() + ").").toList());
    }

    private static String ours(BenchmarkRun read, List<PagingComparison.Pair> pairs, PagingReferenceFigures.Figure figure) {
        PagingReferenceFigures.OurContestant selection = figure.ours();
        if (selection == null) {
            return "not measured here: " + figure.notMeasured();
        }
        Optional<PagingComparison.Pair> pair = pairs.stream().filter(p -> p.offset().backend().equals(selection.backend())
                && Objects.equals(p.offset().database(), selection.database())
                && read.catalogue().kind(p.offset()) == ResultVariantKind.of(selection.kind())).findFirst();
        return pair.map(p -> PagingSection.contestant(read, p.offset()) + ": " + p.ratio(read)
                        .map(r -> "offset " + perPage(p.offset()) + ", keyset " + perPage(p.keyset()) + " per page, "
                                + IntervalText.factorOrTie(r))
                        .orElseGet(() -> "offset " + PagingSection.millis(read, p.offset()) + ", keyset " + PagingSection.millis(read, p.keyset())
                                + " in this run"))
                .orElse("not in this run");
    }

    /** A charted cell's hot median with its unit and interval: "0.60 ms (0.21–0.98, 2 forks)". */
    private static String perPage(ResultCell cell) {
        return CellFormat.durationWithUnit(BenchmarkKind.READ, Compared.of(cell).orElseThrow());
    }
}
