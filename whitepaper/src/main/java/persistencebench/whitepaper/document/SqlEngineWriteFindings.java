package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RankingText;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the write numbers of the section on SQL engines say, computed from them with their 95 % intervals: the tuned
 * loads ranked (what the run does not resolve named so), every other database's tuned rates beside PostgreSQL's and the
 * CSV-load-only rate, and what tuning gained on each database, each ratio a difference only where its interval excludes 1.
 */
final class SqlEngineWriteFindings {

    private static final String ROWS_PER_SECOND = "rows/s";

    private SqlEngineWriteFindings() {
    }

    static String render(DatabaseMatrix matrix, Optional<ResultCell> floor) {
        BenchmarkRun write = matrix.run();
        List<ResultCell> charted = matrix.cells().stream()
                .filter(c -> write.verdict(c).chartable() && Compared.rowsPerSecond(write, c).isPresent()).toList();
        Optional<Estimate> floorTime = floor.flatMap(Compared::of);
        List<String> lines = new ArrayList<>();
        floor.ifPresent(f -> lines.add("The CSV-load-only cell parses " + CellFormat.rowsPerSecond(write, f, ROWS_PER_SECOND)
                + ": the ceiling of every load, which every rate below is set against."));
        String tuned = RankingText.of(Ranking.byComparedTime(charted.stream().filter(c -> write.catalogue().kind(c) == ResultVariantKind.TUNED)
                .toList()), c -> Labels.cellOnDatabase(write.catalogue(), c.cell()) + " at "
                + CellFormat.rowsPerSecond(write, c.cell(), ROWS_PER_SECOND));
        if (!tuned.isEmpty()) {
            lines.add("Tuned loads by total time: " + tuned + ".");
        }
        for (String database : matrix.databases()) {
            if (!Database.isStudy(database)) {
                besideStudy(matrix, charted, database, floorTime).ifPresent(lines::add);
            }
        }
        tuningGains(matrix, charted).ifPresent(lines::add);
        long faulty = matrix.cells().stream().filter(c -> write.verdict(c).faulty()).count();
        long skipped = matrix.cells().stream().filter(ResultCell::isSkipped).count();
        if (faulty > 0) {
            lines.add(faulty + " cell(s) failed or were not verified; the notes under the table say why.");
        }
        if (skipped > 0) {
            lines.add(skipped + " cell(s) were not measured in this run; the notes under the table say why.");
        }
        return Bullets.of(lines);
    }

    /**
     * "H2: JDBC · tuned 166,954 rows/s (...), 1.3 × (1.1–1.5) PostgreSQL's rate of 128,748 rows/s (...), 46 % (40–52 %) of
     * the CSV-load-only rate; ...".
     */
    private static Optional<String> besideStudy(DatabaseMatrix matrix, List<ResultCell> charted, String database, Optional<Estimate> floorTime) {
        BenchmarkRun write = matrix.run();
        List<String> parts = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            Optional<ResultCell> cell = chartedCell(matrix, charted, style, database);
            if (cell.isEmpty() || write.catalogue().kind(cell.get()) != ResultVariantKind.TUNED) {
                continue;
            }
            Estimate time = Compared.of(cell.get()).orElseThrow();
            String study = chartedCell(matrix, charted, style, Database.POSTGRESQL.id())
                    .map(pg -> IntervalText.factorOf(Compared.of(pg).orElseThrow().over(time), "PostgreSQL's rate of "
                            + CellFormat.rowsPerSecond(write, pg, ROWS_PER_SECOND)))
                    .orElse("PostgreSQL's not charted");
            String csv = floorTime.map(f -> ", " + IntervalText.percent(f.over(time)) + " of the CSV-load-only rate").orElse("");
            parts.add(Labels.style(write.catalogue(), style.backend(), style.variant()) + " "
                    + CellFormat.rowsPerSecond(write, cell.get(), ROWS_PER_SECOND) + ", " + study + csv);
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(Database.displayName(database) + ": " + String.join("; ", parts) + ".");
    }

    /** "Tuned over paper, in time: JDBC on PostgreSQL 4.5 × (4.0–5.1), on H2 not resolved by this run (...); Hibernate on ...". */
    private static Optional<String> tuningGains(DatabaseMatrix matrix, List<ResultCell> charted) {
        BenchmarkRun write = matrix.run();
        List<String> backends = matrix.styles().stream().map(DatabaseMatrix.AccessStyle::backend).distinct().toList();
        List<String> parts = new ArrayList<>();
        for (String backend : backends) {
            String gains = matrix.databases().stream().map(database -> gain(write, charted, backend, database)
                            .map(g -> "on " + Database.displayName(database) + " " + IntervalText.factorOrTie(g)))
                    .flatMap(Optional::stream).collect(Collectors.joining(", "));
            if (!gains.isEmpty()) {
                parts.add(write.catalogue().label(backend) + " " + gains);
            }
        }
        return parts.isEmpty() ? Optional.empty()
                : Optional.of("The tuned variant's speed-up over the study's approach (paper time ÷ tuned time, a difference only"
                + " where its interval excludes 1): " + String.join("; ", parts) + ".");
    }

    private static Optional<Estimate> gain(BenchmarkRun write, List<ResultCell> charted, String backend, String database) {
        Optional<Estimate> paper = of(write, charted, backend, database, ResultVariantKind.PAPER).flatMap(Compared::of);
        Optional<Estimate> tuned = of(write, charted, backend, database, ResultVariantKind.TUNED).flatMap(Compared::of);
        return paper.flatMap(p -> tuned.map(p::over));
    }

    private static Optional<ResultCell> of(BenchmarkRun write, List<ResultCell> charted, String backend, String database, ResultVariantKind kind) {
        return charted.stream().filter(c -> c.backend().equals(backend) && database.equals(c.database())
                && write.catalogue().kind(c) == kind).findFirst();
    }

    private static Optional<ResultCell> chartedCell(DatabaseMatrix matrix, List<ResultCell> charted, DatabaseMatrix.AccessStyle style,
                                                    String database) {
        return matrix.cell(style, database, null).filter(charted::contains);
    }
}
