package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.PagingChart;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.KeysetPlanCheck;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.Verdict;
import persistencebench.whitepaper.study.PagingReferenceFigures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The read case's part on offset vs keyset paging: which page the deep-page phases read and how a keyset client gets
 * there (from the run's parameters), per contestant the hot geometric means of the deep page both ways, their ratio, whether
 * the answers agreed and what the keyset plan shows, the figure, what the numbers say, the study's pages plus the deep
 * page as context, what the two ways mean in the object graphs (their variant descriptions), the recorded keyset plans
 * and the reference's own published figures beside ours. A read run without the deep-page phases says how to add them.
 */
final class PagingSection {

    private PagingSection() {
    }

    /** The filled {@code paging-section.adoc} template. */
    static String render(BenchmarkRun read, List<Figure> figures, PagingReferenceFigures reference) {
        List<PagingComparison.Pair> deep = PagingComparison.of(read, PagingComparison.DEEP_PAGE);
        List<PagingComparison.Pair> depth = PagingComparison.of(read, PagingComparison.DEPTH_PAGES);
        return Template.load("paging-section.adoc").fill(Map.of(
                "deepPage", PagingParameters.deepPage(read.dataset()),
                "depthPages", PagingParameters.depthPages(read.dataset().parameters()),
                "phases", phases(),
                "table", deep.isEmpty() ? missing() : table(read, deep),
                "figure", FigureBlocks.named(figures, PagingChart.NAME),
                "findings", deep.isEmpty() ? "" : findings(read, deep),
                "context", depth.isEmpty() ? "" : context(read, depth),
                "graphs", PagingParameters.objectGraphs(read, deep.isEmpty() ? depth : deep),
                "plans", KeysetPlanBlocks.render(read, deep),
                "reference", PagingReferenceTable.render(read, deep, reference)));
    }

    /** The contestant's name, its database always named when it has one: "JDBC · paper on PostgreSQL". */
    static String contestant(BenchmarkRun read, ResultCell cell) {
        return cell.database() == null ? Labels.cell(read.catalogue(), cell) : Labels.cellOnDatabase(read.catalogue(), cell);
    }

    private static String phases() {
        return String.join(", ", List.of(PagingComparison.DEPTH_PAGES.offset(), PagingComparison.DEPTH_PAGES.keyset(),
                PagingComparison.DEEP_PAGE.offset(), PagingComparison.DEEP_PAGE.keyset()).stream().map(AsciiDocText::literal).toList());
    }

    private static String missing() {
        return "This read run has no " + AsciiDocText.literal(PagingComparison.DEEP_PAGE.offset()) + " and "
                + AsciiDocText.literal(PagingComparison.DEEP_PAGE.keyset()) + " cells (its result file predates them); run "
                + AsciiDocText.literal(BenchmarkKind.READ.command()) + " to add them.\n";
    }

    private static String table(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        AsciiDocTable table = new AsciiDocTable("The deep page alone, hot: milliseconds per page (geometric mean over the forks) with their 95 % intervals,"
                + " and the ratio's interval", "<", "Contestant",
                ">", "Offset (ms)", ">", "Keyset (ms)", ">", "Offset ÷ keyset", "<", "Same answer", "<", "Keyset plan");
        for (PagingComparison.Pair pair : pairs) {
            table.row(contestant(read, pair.offset()), millis(read, pair.offset()), millis(read, pair.keyset()),
                    pair.ratio(read).map(IntervalText::factorOrTie).orElse(""), sameAnswer(read, pair),
                    !pair.chartable(read) || pair.keyset().database() == null ? ""
                            : KeysetPlanCheck.of(pair.keyset().database(), pair.keyset().plans()).text());
        }
        return table.render();
    }

    private static String context(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        AsciiDocTable table = new AsciiDocTable("Context: the study's pages plus the deep page, hot: milliseconds (geometric mean over the forks) per sample of"
                + " every page once, with their 95 % intervals", "<", "Contestant", ">", "Offset (ms)", ">", "Keyset (ms)", ">", "Offset ÷ keyset", "<", "Same answer");
        for (PagingComparison.Pair pair : pairs) {
            table.row(contestant(read, pair.offset()), millis(read, pair.offset()), millis(read, pair.keyset()),
                    pair.ratio(read).map(IntervalText::factorOrTie).orElse(""), sameAnswer(read, pair));
        }
        return "The study's pages plus the deep page, by offset (" + AsciiDocText.literal(PagingComparison.DEPTH_PAGES.offset())
                + ") and by keyset (" + AsciiDocText.literal(PagingComparison.DEPTH_PAGES.keyset()) + "): every sample also reads the"
                + " three shallow pages, where an offset skips few rows, so its ratio mixes them with the deep page's and is not the"
                + " one compared above.\n\n"
                + table.render();
    }

    /** "JDBC · paper on PostgreSQL, 12 × (10–14)" for every measured pair whose ratio passes {@code test}. */
    private static List<String> named(BenchmarkRun read, List<PagingComparison.Pair> pairs, Predicate<Estimate> test) {
        return pairs.stream().filter(pair -> test.test(pair.ratio(read).orElseThrow()))
                .map(pair -> contestant(read, pair.offset()) + ", " + IntervalText.factor(pair.ratio(read).orElseThrow())).toList();
    }

    private static String sameAnswer(BenchmarkRun read, PagingComparison.Pair pair) {
        return !pair.chartable(read) ? "" : pair.sameAnswer() ? "yes" : "NO: the digests differ";
    }

    /** A published ratio with two significant digits, so that a keyset page 30 times slower reads 0.033 ×, not 0.0 ×. */
    static String ratio(double value) {
        return Quantities.significant(value, 2) + " ×";
    }

    /** The cell's hot geometric mean with its interval, or why it has none. */
    static String millis(BenchmarkRun read, ResultCell cell) {
        if (!read.verdict(cell).chartable()) {
            return read.verdict(cell).status().name().toLowerCase(Locale.ROOT);
        }
        return CellFormat.compared(BenchmarkKind.READ, cell);
    }

    /**
     * Which way of paging was faster for whom, as far as the ratio's interval shows: keyset where it lies above 1, offset
     * where it lies below, neither where it includes 1; a contestant measured in one fork is not compared.
     */
    private static String findings(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        List<PagingComparison.Pair> measured = pairs.stream().filter(pair -> pair.ratio(read).isPresent()).toList();
        List<String> lines = new ArrayList<>();
        if (!measured.isEmpty()) {
            List<String> keysetFaster = named(read, measured, ratio -> Verdict.ofRatio(ratio) == Verdict.HIGHER);
            lines.add("On the deep page, keyset paging was faster than offset paging (the interval of offset ÷ keyset above 1) for "
                    + keysetFaster.size() + " of " + measured.size() + " contestants" + (keysetFaster.isEmpty() ? "." : ": "
                    + Labels.list(keysetFaster) + "."));
            List<String> offsetFaster = named(read, measured, ratio -> Verdict.ofRatio(ratio) == Verdict.LOWER);
            if (!offsetFaster.isEmpty()) {
                lines.add("Offset paging was faster (the interval below 1) for " + Labels.list(offsetFaster) + ".");
            }
            List<String> equal = named(read, measured, ratio -> Verdict.ofRatio(ratio) == Verdict.EQUAL);
            if (!equal.isEmpty()) {
                lines.add("Equal within " + IntervalText.equivalenceMargin() + " (the interval inside that margin): " + Labels.list(equal) + ".");
            }
            List<String> even = named(read, measured, ratio -> Verdict.ofRatio(ratio) == Verdict.NOT_RESOLVED);
            if (!even.isEmpty()) {
                lines.add("Not resolved by this run (the interval includes 1): " + Labels.list(even) + ".");
            }
            List<String> single = named(read, measured, ratio -> Verdict.ofRatio(ratio) == Verdict.NO_INTERVAL);
            if (!single.isEmpty()) {
                lines.add("Measured in one fork, so not compared: " + Labels.list(single) + ".");
            }
        }
        List<String> disagreeing = pairs.stream().filter(pair -> pair.chartable(read) && !pair.sameAnswer())
                .map(pair -> contestant(read, pair.offset())).toList();
        lines.add(disagreeing.isEmpty() ? "Every contestant's keyset page returned its offset page's answer (equal digests)."
                : "WARNING: keyset and offset pages returned different answers for " + Labels.list(disagreeing) + ".");
        List<String> sorting = pairs.stream().filter(pair -> pair.chartable(read) && pair.keyset().database() != null
                        && KeysetPlanCheck.of(pair.keyset().database(), pair.keyset().plans()) == KeysetPlanCheck.Verdict.SORTS)
                .map(pair -> contestant(read, pair.keyset())).toList();
        if (!sorting.isEmpty()) {
            lines.add("WARNING: the keyset plan sorts instead of reading the customer primary key in order for " + Labels.list(sorting)
                    + ": there the ratio measures that plan, not an index seek.");
        }
        return Bullets.of(lines);
    }
}
