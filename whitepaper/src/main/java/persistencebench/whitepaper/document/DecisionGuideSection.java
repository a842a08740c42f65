package persistencebench.whitepaper.document;

import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.guide.GuideRow;
import persistencebench.whitepaper.results.AvailableResults;

import java.util.List;

/**
 * The decision guide as the document's first section: one table row per workload ({@link DecisionGuide}), each
 * linking to the section whose figures and tables it rests on.
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
                "<", "Workload (evidence)", "<", "Winner, or the group tied with it", "<", "Runner-up, and its factor over the fastest",
                "<", "What the winner pays", "<", "Study's approach ÷ expert's, per framework");
        long decided = rows.stream().filter(GuideRow::decided).count();
        for (GuideRow row : rows) {
            table.row(row.workload() + " (" + row.evidence().link() + ")", row.winner(), row.runnerUp(), row.price(), row.paperToTuned());
        }
        return "Every cell of this table is computed from the result files. A winner is named only where the fastest contestant's"
                + " 95 % interval lies below the runner-up's (intervals over forks, or fresh JVMs for a cold cell); contestants"
                + " whose intervals overlap the fastest's are named with it as tied, and only where none of them overlaps the"
                + " runner-up too and no contestant without a usable interval was measured as fast. The runner-up's factor is its value over the"
                + " fastest's, its interval taken from both intervals' ends. Where values were measured once per cell (read-back,"
                + " single operations, bytes on disk), the row shows the lowest observed and says it cannot decide. Cells that"
                + " persist nothing (floors) are never contestants. What the winner pays is its own figures (single measurements or"
                + " medians, without intervals): they describe it and rank nothing. The last column sets each framework's study variant against its"
                + " expert variant on the same workload (above 1: the expert's way costs less, in time or, on the heap row, in heap; within"
                + " noise: not resolved). "
                + decided + " of " + rows.size() + " workloads have a winner or tied group ahead of a separated runner-up in this run.\n\n"
                + table.render();
    }
}
