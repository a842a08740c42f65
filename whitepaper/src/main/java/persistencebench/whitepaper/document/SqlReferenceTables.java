package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;
import persistencebench.whitepaper.study.LikeForLike;
import persistencebench.whitepaper.study.SqlReferenceFigures;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The SQL references' published figures beside ours: per reference document, what and where it measured, a table of
 * its figures exactly as printed with the cell of ours that measured the same kind of thing on the same engine (or
 * why none did) and how ours differs, then its methodology flaws with the words that show each.
 */
final class SqlReferenceTables {

    private SqlReferenceTables() {
    }

    static String render(AvailableResults results, SqlReferenceFigures references) {
        return references.references().stream().map(reference -> reference(results, reference)).collect(Collectors.joining("\n"));
    }

    private static String reference(AvailableResults results, SqlReferenceFigures.Reference reference) {
        AsciiDocTable table = new AsciiDocTable(reference.title() + ": its figures beside ours", "<", "Engine", "<", "What it timed",
                "<", "Its settings", ">", "Published", "<", "Ours beside it", "<", "How ours differs");
        for (SqlReferenceFigures.Figure figure : reference.figures()) {
            table.row(figure.engine(), figure.operation(), figure.settings(), published(figure), ours(results, figure),
                    Objects.toString(figure.differs(), ""));
        }
        return "==== " + reference.title() + "\n\n"
                + "Quoted from " + AsciiDocText.literal(reference.document()) + ". It measured on " + reference.environment()
                + ". How: " + reference.method() + ".\n\n"
                + table.render()
                + "\nIts flaws, each with the words that show it:\n\n"
                + Bullets.of(reference.flaws().stream().map(flaw -> flaw.flaw() + " Evidence: " + AsciiDocText.literal(flaw.evidence())
                        + " (" + flaw.where() + ").").toList());
    }

    /** The figure as printed, with the rate it implies when it is a time for a known number of rows. */
    private static String published(SqlReferenceFigures.Figure figure) {
        String rate = figure.rowsPerSecond() == null ? "" : " (≈ " + Quantities.rate(figure.rowsPerSecond()) + " rows/s)";
        return figure.published() + rate + (figure.also() == null ? "" : "; " + figure.also());
    }

    private static String ours(AvailableResults results, SqlReferenceFigures.Figure figure) {
        SqlReferenceFigures.OurCells selection = figure.ours();
        if (selection == null) {
            return "not measured here: " + figure.notMeasured();
        }
        if (SqlReferenceFigures.OurCells.SINGLE_OPS.equals(selection.phase())) {
            return results.write().flatMap(r -> r.cells(BenchmarkKind.STORE_PHASE).stream().filter(c -> matches(r, c, figure)).findFirst()
                            .map(c -> Labels.cellOnDatabase(r.catalogue(), c) + ": " + SingleOpsFigures.of(r, c, selection.operation())))
                    .orElse("not in this run");
        }
        if (ConcurrentReadCell.PHASE.equals(selection.phase())) {
            return results.read().flatMap(r -> r.concurrentReads().stream().filter(c -> matches(r, c, figure)).findFirst()
                    .map(c -> concurrent(r, c))).orElse("not in this run");
        }
        boolean write = BenchmarkKind.STORE_PHASE.equals(selection.phase());
        Optional<BenchmarkRun> run = write ? results.write() : results.read();
        return run.flatMap(r -> r.cells(selection.phase()).stream().filter(c -> matches(r, c, figure)).findFirst()
                        .map(c -> Labels.cellOnDatabase(r.catalogue(), c) + (c.temperature() == null ? "" : ", " + c.temperature()) + ": "
                                + (!r.verdict(c).chartable() ? r.verdict(c).status().name().toLowerCase(Locale.ROOT) + " in this run"
                                : write ? rate(r, c) : perQuery(c))))
                .orElseGet(() -> run.map(r -> notInRun(r, figure)).orElse("not in this run"));
    }

    /** Why a run has no cell for {@code figure}: said where the run's selection left it out on purpose. */
    private static String notInRun(BenchmarkRun run, SqlReferenceFigures.Figure figure) {
        Optional<List<String>> studyDatabases = run.environment().studyDatabases();
        boolean leftOut = run.kind() == BenchmarkKind.WRITE && ResultVariantKind.of(figure.ours().kind()) != ResultVariantKind.TUNED
                && figure.database() != null && studyDatabases.filter(engines -> !engines.contains(figure.database())).isPresent();
        return leftOut ? "not in this run: the study's approaches stored into " + Labels.databases(studyDatabases.get()) + " only (-D" + Environment.STUDY_DATABASES + "=all measures them on every engine)"
                : "not in this run";
    }

    private static boolean matches(BenchmarkRun run, ResultCell cell, SqlReferenceFigures.Figure figure) {
        SqlReferenceFigures.OurCells selection = figure.ours();
        return cell.backend().equals(selection.backend()) && Objects.equals(cell.database(), figure.database())
                && run.catalogue().kind(cell) == ResultVariantKind.of(selection.kind())
                && (selection.temperature() == null || selection.temperature().equals(cell.temperature()));
    }

    private static boolean matches(BenchmarkRun run, ConcurrentReadCell cell, SqlReferenceFigures.Figure figure) {
        SqlReferenceFigures.OurCells selection = figure.ours();
        return cell.backend().equals(selection.backend()) && Objects.equals(cell.database(), figure.database())
                && run.catalogue().kind(cell.backend(), cell.variant()) == ResultVariantKind.of(selection.kind())
                && selection.query().equals(cell.query()) && selection.connectionMode().equals(cell.connectionMode())
                && selection.threads().equals(cell.threads());
    }

    /** "JDBC · paper on H2, 8 threads, pool: 12,345 operations/s, p99 0.456 ms, longest 3.21 ms". */
    private static String concurrent(BenchmarkRun read, ConcurrentReadCell cell) {
        String name = Labels.style(read.catalogue(), cell.backend(), cell.variant()) + " on " + Database.displayName(cell.database()) + ", "
                + cell.threads() + " threads, " + cell.connectionMode() + ": ";
        if (cell.skipped() != null) {
            return name + "skipped in this run";
        }
        if (!cell.measured()) {
            return name + "failed in this run";
        }
        String longest = "longest " + Quantities.significant(cell.maxMicros() / 1000, 3) + " ms";
        return name + Quantities.rate(cell.opsPerSecond()) + " operations/s, " + (cell.shownP99Micros() == null
                ? longest + " (" + cell.operations() + " operations: too few for a p99)"
                : "p99 " + Quantities.significant(cell.shownP99Micros() / 1000, 3) + " ms, " + longest);
    }

    private static String rate(BenchmarkRun write, ResultCell cell) {
        String rate = CellFormat.rowsPerSecond(write, cell, "rows/s");
        return rate.isEmpty() ? "no row count recorded" : rate;
    }

    private static String perQuery(ResultCell cell) {
        return LikeForLike.perQuery(cell).map(millis -> IntervalText.of(millis, Quantities::tableMillis, "ms") + " per query (÷"
                + LikeForLike.queries(cell).orElseThrow() + ")").orElse("no query count recorded");
    }
}
