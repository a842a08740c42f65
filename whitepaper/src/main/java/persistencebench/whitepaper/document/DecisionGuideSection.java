package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.GuideForestChart;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.guide.GuideRow;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.Verdict;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The decision guide as the document's first section: one table row per workload ({@link DecisionGuide}), each
 * linking to the section whose figures and tables it rests on, then each row drawn ({@link GuideForestChart}).
 */
final class DecisionGuideSection {

    private DecisionGuideSection() {
    }

    static String of(AvailableResults results) {
        List<GuideRow> rows = DecisionGuide.rows(results);
        if (rows.isEmpty()) {
            return "No result file of this edition measures a workload the guide covers.\n";
        }
        AsciiDocTable table = new AsciiDocTable("Which store for which workload, as this run's intervals decide it",
                "<", "Workload (evidence)", "<", "Winner, or the leaders shown equal", "<", "Runner-up, and its factor over the fastest",
                "<", "What the winner pays", "<", "Study's approach ÷ expert's, per framework");
        long decided = rows.stream().filter(GuideRow::decided).count();
        for (GuideRow row : rows) {
            table.row(row.workload() + " (" + row.evidence().link() + "); covers " + row.coverage(), row.winner(), row.runnerUp(), row.price(),
                    row.paperToTuned());
        }
        return "Every cell of this table is computed from the result files. Each workload names what it covers, and a finding holds"
                + " for that alone: the data, the durability class, the machine's CPUs and the engines its SQL contestants ran on"
                + " (PostgreSQL named like the others). Each value is the geometric mean of its units (forks, or"
                + " fresh JVMs for a cold cell) with its 95 % interval. Who may be the fastest is decided by a selection after Hsu's multiple"
                + " comparisons with the best: a contestant is out where a one-sided Welch test on the log scale shows another faster (each"
                + " test at 2.5 % over the number of contestants less one, so that with two contestants it is the two-sided 95 %"
                + " comparison). A winner is named where one contestant is left; several are named"
                + " together only where every pair of them is shown equal within " + IntervalText.equivalenceMargin() + " (the ratio's 95 %"
                + " interval inside that margin); otherwise the row says the run did not resolve it, and names who may still be the"
                + " fastest. No winner is named where a contestant without a usable interval, or not at steady state, has a unit (its"
                + " fastest fork or fresh JVM, whatever its median) inside a leader's interval or beyond its better end; such a"
                + " contestant is never called slower or faster. The runner-up's"
                + " factor is its value over that of the contestant shown faster than it (the fastest, unless the row says whose), with"
                + " Welch's 95 % interval of the ratio. Where values were measured once per cell (read-back,"
                + " single operations, bytes on disk), the row shows the lowest observed and says it cannot decide. Cells that"
                + " persist nothing (floors) are never contestants. What the winner pays is its own figures (single measurements or"
                + " medians, without intervals): they describe it and rank nothing. The last column sets each framework's study variant against its"
                + " expert variant on the same workload (above 1: the expert's way costs less, in time or, on the heap row, in heap;"
                + " \"" + Verdict.NOT_RESOLVED_TEXT + "\": neither a difference nor an equality shown). "
                + decided + " of " + rows.size() + " workloads have a winner, or leaders shown equal, in this run.\n\n"
                + table.render();
    }

    /** The figure of each row that has a contestant to draw, in the table's order. */
    static String figures(AvailableResults results, List<Figure> figures) {
        int rows = DecisionGuide.rows(results).size();
        String blocks = IntStream.rangeClosed(1, rows).mapToObj(i -> FigureBlocks.named(figures, GuideForestChart.name(i)))
                .filter(block -> !block.isEmpty()).collect(Collectors.joining("\n"));
        if (blocks.isEmpty()) {
            return "No row of the guide has a contestant with a value to draw.\n";
        }
        return "Each row of the guide drawn: every contestant on a line of its own, in the row's order, its value as a dot and its"
                + " 95 % interval as a bar, on one logarithmic axis on which lower is better. Only the winner, or the leaders shown"
                + " equal, are drawn in vermillion; a row this run does not decide has no vermillion dot.\n\n" + blocks;
    }
}
