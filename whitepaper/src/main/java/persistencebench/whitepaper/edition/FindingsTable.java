package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.guide.GuideRow;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;

import java.util.List;

/**
 * The decision guide of an edition as a Markdown table for the README: the same rows and words as the white paper's
 * first section ({@link DecisionGuide}), each naming the section of the edition's PDF that holds its evidence.
 */
public final class FindingsTable {
    /** The edition's copy of the table, which the README's findings block must equal. */
    public static final String FILE = "FINDINGS.md";

    private FindingsTable() {
    }

    /**
     * The table for {@code edition}, whose PDF is at {@code pdfLink} (relative to the README), after a line saying when,
     * by which commit and on which machine it was measured.
     */
    public static String markdown(AvailableResults edition, String pdfLink) {
        List<GuideRow> rows = DecisionGuide.rows(edition);
        StringBuilder s = new StringBuilder();
        BenchmarkRun write = edition.write().orElseThrow();
        BenchmarkRun read = edition.read().orElseThrow();
        s.append("Measured ").append(write.file().startedAt(), 0, 10).append(" to ").append(read.file().finishedAt(), 0, 10)
                .append(" by commit `").append(write.environment().code().get("commit")).append("` on ")
                .append(cell(MachinePaths.redact(EditionNotes.machine(write.environment())))).append(".\n\n");
        long decided = rows.stream().filter(GuideRow::decided).count();
        s.append(decided).append(" of ").append(rows.size()).append(" workloads have a winner, or leaders shown equal, by the selection of the fastest on the log scale; where"
                + " the run does not resolve it the cell says so. Section names refer to the edition's ["
                + "white paper](").append(pdfLink).append(").\n\n");
        s.append("| Workload (section) | Winner, or the leaders shown equal | Runner-up, and its factor over the fastest"
                + " | What the winner pays | Study's approach ÷ expert's |\n|---|---|---|---|---|\n");
        for (GuideRow row : rows) {
            s.append("| ").append(cell(row.workload() + " (" + row.evidence().title() + "); covers " + row.coverage()))
                    .append(" | ").append(cell(row.winner()))
                    .append(" | ").append(cell(row.runnerUp())).append(" | ").append(cell(row.price())).append(" | ")
                    .append(cell(row.paperToTuned())).append(" |\n");
        }
        return s.toString();
    }

    private static String cell(String text) {
        return text.replace("\n", " ").replace("|", "\\|").replace("<", "&lt;");
    }
}
