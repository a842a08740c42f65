package persistencebench.whitepaper.compare;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.plan.CellClass;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Verdict;

/**
 * A comparison as text: a heading that names the two sides, then titled tables in the order a reader needs them (what
 * differs, what was not compared, the cells, the cells only one run has, the summary per class), which the console and
 * the HTML report render alike.
 */
final class ComparisonTables {
    /** How the two sides are called in every column and verdict. */
    static final String FIRST = "A";
    static final String SECOND = "B";

    private ComparisonTables() {
    }

    /**
     * A table: its title, column headers, rows of text, and what it says when it has no row.
     *
     * @param numeric which columns hold numbers (aligned right)
     */
    record Table(String title, List<String> headers, List<Boolean> numeric, List<List<String>> rows, String empty) {
        Table {
            headers = List.copyOf(headers);
            numeric = List.copyOf(numeric);
            rows = List.copyOf(rows);
        }
    }

    /** The lines that name the two sides: which is A, which is B, and the runs each holds. */
    static List<String> heading(RunComparison comparison) {
        return List.of(FIRST + " = " + comparison.first().name() + " (" + runs(comparison.first()) + ")",
                SECOND + " = " + comparison.second().name() + " (" + runs(comparison.second()) + ")",
                "Each value is a cell's compared time with its 95 % interval over its units; " + SECOND + " ÷ " + FIRST + " is Welch's"
                        + " ratio on the log scale with its 95 % interval, and the verdict is the one the white paper gives such a ratio."
                        + " A scaling study is not compared.");
    }

    /** The tables of {@code comparison}, in reading order. */
    static List<Table> of(RunComparison comparison) {
        List<Table> tables = new ArrayList<>();
        tables.add(new Table("What the two runs recorded differently (it may explain what follows)", List.of("What", FIRST, SECOND, "In"),
                List.of(false, false, false, false), comparison.differences().stream()
                .map(d -> List.of(d.what(), d.first(), d.second(), String.join(", ", d.runs()))).toList(),
                "nothing: the same data, settings, versions, machine and code"));
        if (!comparison.notCompared().isEmpty()) {
            tables.add(new Table("Not compared", List.of("Why"), List.of(false), comparison.notCompared().stream().map(List::of).toList(), ""));
        }
        tables.add(new Table("Every cell both runs measured", List.of("Run", "Cell", FIRST, SECOND, SECOND + " ÷ " + FIRST, "Verdict"),
                List.of(false, false, true, true, true, false), comparison.cells().stream().map(c -> List.of(c.run(), c.id(),
                value(c.cellClass(), c.first()), value(c.cellClass(), c.second()), IntervalText.factor(c.ratio()), verdict(c))).toList(),
                "none: no kind of run was measured by both on the same data"));
        List<List<String>> alone = new ArrayList<>();
        comparison.onlyInFirst().forEach(cell -> alone.add(List.of(cell, FIRST)));
        comparison.onlyInSecond().forEach(cell -> alone.add(List.of(cell, SECOND)));
        tables.add(new Table("Cells only one run measured (or measured without failing)", List.of("Cell", "Measured by"),
                List.of(false, false), alone, "none"));
        tables.add(new Table("By class of cell", List.of("Class", "Cells", SECOND + " faster", SECOND + " slower", "Equal", "Not resolved",
                "No interval", "Not steady", "Median " + SECOND + " ÷ " + FIRST + " (10th–90th percentile of the cells)"),
                List.of(false, true, true, true, true, true, true, true, true), comparison.summaries().stream().map(s -> List.of(
                s.cellClass().label(), count(s.cells()), count(s.faster()), count(s.slower()), count(s.equal()), count(s.notResolved()),
                count(s.noInterval()), count(s.notSteady()), Quantities.significant(s.medianRatio(), 3) + " ("
                        + Quantities.significant(s.lowRatio(), 3) + "–" + Quantities.significant(s.highRatio(), 3) + ")")).toList(),
                "none"));
        return tables;
    }

    /** What the ratio's interval shows, from B's side; no claim for a cell not at steady state in either run. */
    static String verdict(CellComparison cell) {
        if (!cell.steady()) {
            return "not at steady state in a run: no claim";
        }
        return switch (cell.verdict()) {
            case LOWER -> SECOND + " faster";
            case HIGHER -> SECOND + " slower";
            case EQUAL -> "equal within " + IntervalText.equivalenceMargin();
            case NOT_RESOLVED -> Verdict.NOT_RESOLVED_TEXT;
            case NO_INTERVAL -> IntervalText.noInterval(cell.ratio()) + ": no claim";
        };
    }

    /**
     * A write's load in seconds, a read's sample and a concurrent cell's time per operation in milliseconds to three
     * significant digits, since a hot cell of a few microseconds would print as 0.00 ms at a fixed two decimals.
     */
    private static String value(CellClass cellClass, Estimate value) {
        return switch (cellClass) {
            case WRITE -> IntervalText.of(value, Quantities::tableSeconds, "s");
            case CONCURRENT -> IntervalText.of(value, ComparisonTables::millis, "ms per operation");
            case HOT, COLD -> IntervalText.of(value, ComparisonTables::millis, "ms");
        };
    }

    private static String millis(double value) {
        return Quantities.significant(value, 3);
    }

    private static String count(int value) {
        return Quantities.count(value);
    }

    private static String runs(RunSource source) {
        List<String> runs = new ArrayList<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            source.results().run(kind).ifPresent(run -> runs.add(kind.id() + " run of " + RunDescriptions.runDate(run) + ", commit "
                    + shortCommit(run.environment().code().get("commit"))));
        }
        return runs.isEmpty() ? "no write or read run" : String.join("; ", runs);
    }

    private static String shortCommit(Object commit) {
        String text = commit == null ? "unrecorded" : commit.toString();
        return text.length() > 7 ? text.substring(0, 7) : text;
    }
}
