package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.CellFailureText;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DraftStatus;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The block on the document's first page (fairness rule 9): "DRAFT" with every reason, one bullet each, and
 * the failed or unverified cells with their attempts — or a note that the edition is published. Skipped cells
 * (not measured, e.g. for want of a server; a database whose server did not start in one line), cells that passed only
 * after a crash, problems the harness reported and a durability mismatch between the runs are listed either way.
 */
final class PublicationNotice {

    private PublicationNotice() {
    }

    /** The AsciiDoc block for the first page. */
    static String of(AvailableResults results, DraftStatus status) {
        StringBuilder text = new StringBuilder();
        if (status.isDraft()) {
            text.append("[CAUTION]\n.DRAFT — not for publication\n====\n*This edition is a DRAFT* because:\n\n")
                    .append(Bullets.of(status.reasons().stream().map(MachinePaths::redact).toList()));
        } else {
            text.append("[NOTE]\n.Published\n====\nEvery result file behind this edition says it may be published,"
                    + " and every " + (skipped(results).isEmpty() ? "" : "measured ") + "cell succeeded and was verified.\n");
        }
        appendList(text, "Failed or unverified cells (never charted):", faulty(results));
        appendList(text, "Skipped cells (not measured in this run, never charted):", skipped(results));
        appendList(text, "Cells whose forked JVM crashed and that passed on a retry:", retried(results));
        appendList(text, "Problems the harness reported:", harnessProblems(results));
        DurabilityText.mismatch(results.runs()).ifPresent(mismatch -> text.append('\n').append(mismatch).append('\n'));
        return text.append("====\n").toString();
    }

    private static void appendList(StringBuilder text, String heading, List<String> lines) {
        if (!lines.isEmpty()) {
            text.append('\n').append(heading).append("\n\n").append(Bullets.of(lines));
        }
    }

    private static List<String> faulty(AvailableResults results) {
        return described(results, BenchmarkRun::faulty);
    }

    /**
     * Every skipped cell, except that a database whose cells in a run were all skipped for one reason (its server did
     * not start) takes one line instead of one per cell.
     */
    private static List<String> skipped(AvailableResults results) {
        List<String> lines = new ArrayList<>();
        for (BenchmarkRun run : results.runs()) {
            List<ResultCell> skipped = run.skipped();
            List<String> lostDatabases = skipped.stream().map(ResultCell::database).filter(Objects::nonNull).distinct()
                    .filter(db -> run.cells().stream().filter(c -> db.equals(c.database()))
                            .allMatch(c -> c.isSkipped() && c.skipped().equals(firstReason(skipped, db))))
                    .toList();
            for (String database : lostDatabases) {
                long count = skipped.stream().filter(c -> database.equals(c.database())).count();
                lines.add(run.kind().id() + " run: every cell on " + Database.displayName(database) + " (" + count + ") — skipped: "
                        + MachinePaths.redact(firstReason(skipped, database)));
            }
            skipped.stream().filter(c -> !lostDatabases.contains(c.database()))
                    .forEach(cell -> lines.add(name(run, cell) + " — " + CellFailureText.of(cell, run.verdict(cell))));
        }
        return lines;
    }

    private static String firstReason(List<ResultCell> skipped, String database) {
        return skipped.stream().filter(c -> database.equals(c.database())).map(ResultCell::skipped).findFirst().orElseThrow();
    }

    private static List<String> described(AvailableResults results, Function<BenchmarkRun, List<ResultCell>> cells) {
        List<String> lines = new ArrayList<>();
        for (BenchmarkRun run : results.runs()) {
            for (ResultCell cell : cells.apply(run)) {
                lines.add(name(run, cell) + " — " + CellFailureText.of(cell, run.verdict(cell)));
            }
        }
        return lines;
    }

    private static List<String> retried(AvailableResults results) {
        List<String> lines = new ArrayList<>();
        for (BenchmarkRun run : results.runs()) {
            for (ResultCell cell : run.cells()) {
                CellFailureText.retry(cell).ifPresent(retry -> lines.add(name(run, cell) + " — " + retry));
            }
        }
        return lines;
    }

    private static List<String> harnessProblems(AvailableResults results) {
        List<String> lines = new ArrayList<>();
        for (BenchmarkRun run : results.runs()) {
            if (run.file().verification() != null && !Boolean.TRUE.equals(run.file().verification().ok())) {
                run.file().verification().problems().forEach(p -> lines.add(run.kind().id() + " run: " + MachinePaths.redact(p)));
            }
        }
        return lines;
    }

    private static String name(BenchmarkRun run, ResultCell cell) {
        return run.kind().id() + " run: " + Labels.cellWithTemperature(run.catalogue(), cell) + ", " + Labels.phase(cell.phase());
    }
}
