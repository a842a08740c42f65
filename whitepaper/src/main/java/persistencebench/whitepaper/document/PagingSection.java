package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.PagingChart;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;
import persistencebench.whitepaper.study.PagingReferenceFigures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The read case's part on offset vs keyset paging: which pages both phases read (from the run's parameters), per
 * contestant the hot medians of both and their ratio with whether the answers agreed, the figure, what the numbers
 * say, and the reference's own published figures beside ours. A read run without the two phases says how to add them.
 */
final class PagingSection {

    /** Ratios within this factor of 1 count as "the same cost either way". */
    private static final double EVEN = 1.1;

    private PagingSection() {
    }

    /** The filled {@code paging-section.adoc} template. */
    static String render(BenchmarkRun read, List<Figure> figures, PagingReferenceFigures reference) {
        List<PagingComparison.Pair> pairs = PagingComparison.of(read);
        return Template.load("paging-section.adoc").fill(Map.of(
                "pages", pages(read.dataset().parameters()),
                "table", pairs.isEmpty() ? missing() : table(read, pairs),
                "figure", FigureBlocks.named(figures, PagingChart.NAME),
                "findings", pairs.isEmpty() ? "" : findings(read, pairs),
                "reference", PagingReferenceTable.render(read, pairs, reference)));
    }

    /** The contestant's name, its database always named when it has one: "JDBC · paper on PostgreSQL". */
    static String contestant(BenchmarkRun read, ResultCell cell) {
        return cell.database() == null ? Labels.cell(read.catalogue(), cell) : Labels.cellOnDatabase(read.catalogue(), cell);
    }

    /** The pages both phases read, from the run's recorded parameters. */
    private static String pages(JsonNode parameters) {
        if (parameters == null || !parameters.has("depthPages")) {
            return "the study's pages plus a deep page (this result file does not record which)";
        }
        return "pages " + JsonText.plain(parameters.get("depthPages")) + " of " + parameters.path("pageSize").asText()
                + " customers, the study's " + JsonText.plain(parameters.get("pages")) + " and page " + parameters.path("deepPage").asText()
                + ", the one holding the customer at " + parameters.path("deepPagePercent").asText() + " % of the customers;"
                + " keyset paging asks for the ids after " + JsonText.plain(parameters.get("keysetAfterIds"))
                + ", the last id of each previous page";
    }

    private static String missing() {
        return "This read run has no " + AsciiDocText.literal(PagingComparison.OFFSET_PHASE) + " and "
                + AsciiDocText.literal(PagingComparison.KEYSET_PHASE) + " cells (its result file predates them); run "
                + AsciiDocText.literal(BenchmarkKind.READ.command()) + " to add them.\n";
    }

    private static String table(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        AsciiDocTable table = new AsciiDocTable("Offset vs keyset paging, hot: median milliseconds per sample (every page once)",
                "<", "Contestant", ">", "Offset (ms)", ">", "Keyset (ms)", ">", "Offset ÷ keyset", "<", "Same answer");
        for (PagingComparison.Pair pair : pairs) {
            table.row(contestant(read, pair.offset()), millis(read, pair.offset()), millis(read, pair.keyset()),
                    pair.ratio(read).map(PagingSection::ratio).orElse(""),
                    !pair.chartable(read) ? "" : pair.sameAnswer() ? "yes" : "NO: the digests differ");
        }
        return table.render();
    }

    /** A ratio with two significant digits, so that a keyset page 30 times slower reads 0.033 ×, not 0.0 ×. */
    static String ratio(double value) {
        return Quantities.significant(value, 2) + " ×";
    }

    /** The cell's hot median, or why it has none. */
    static String millis(BenchmarkRun read, ResultCell cell) {
        if (!read.verdict(cell).chartable()) {
            return read.verdict(cell).status().name().toLowerCase(Locale.ROOT);
        }
        Double millis = TimedRegion.comparableMillis(cell);
        return millis == null ? "" : Quantities.tableMillis(millis);
    }

    private static String findings(BenchmarkRun read, List<PagingComparison.Pair> pairs) {
        List<PagingComparison.Pair> measured = pairs.stream().filter(pair -> pair.ratio(read).isPresent()).toList();
        List<String> lines = new ArrayList<>();
        if (!measured.isEmpty()) {
            Comparator<PagingComparison.Pair> byRatio = Comparator.comparingDouble(pair -> pair.ratio(read).orElseThrow());
            PagingComparison.Pair largest = measured.stream().max(byRatio).orElseThrow();
            PagingComparison.Pair smallest = measured.stream().min(byRatio).orElseThrow();
            long faster = measured.stream().filter(pair -> pair.ratio(read).orElseThrow() > EVEN).count();
            lines.add("Keyset paging was more than " + Quantities.ratio(EVEN) + " × faster than offset paging for " + faster + " of "
                    + measured.size() + " contestants; the largest factor: " + contestant(read, largest.offset()) + ", "
                    + ratio(largest.ratio(read).orElseThrow()) + "; the smallest: " + contestant(read, smallest.offset())
                    + ", " + ratio(smallest.ratio(read).orElseThrow()) + ".");
            List<String> even = measured.stream().filter(pair -> Math.abs(Math.log(pair.ratio(read).orElseThrow())) <= Math.log(EVEN))
                    .map(pair -> contestant(read, pair.offset())).toList();
            if (!even.isEmpty()) {
                lines.add("The same cost either way (within " + Quantities.ratio(EVEN) + " ×): " + Labels.list(even) + ".");
            }
        }
        List<String> disagreeing = pairs.stream().filter(pair -> pair.chartable(read) && !pair.sameAnswer())
                .map(pair -> contestant(read, pair.offset())).toList();
        lines.add(disagreeing.isEmpty() ? "Every contestant's keyset pages returned its offset pages' answer (equal digests)."
                : "WARNING: keyset and offset pages returned different answers for " + Labels.list(disagreeing) + ".");
        return Bullets.of(lines);
    }
}
