package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.WriteRates;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.VariantKind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the write numbers of the section on SQL engines say, computed from them: the fastest tuned load, every other
 * database's tuned rates beside PostgreSQL's and the CSV-load-only rate, and what tuning gained on each database.
 */
final class SqlEngineWriteFindings {

    private SqlEngineWriteFindings() {
    }

    static String render(DatabaseMatrix matrix, Optional<ResultCell> floor) {
        BenchmarkRun write = matrix.run();
        List<ResultCell> charted = matrix.cells().stream().filter(c -> write.verdict(c).chartable() && rate(write, c) != null).toList();
        Optional<Double> csvRate = floor.map(f -> WriteRates.atMedian(write, f));
        List<String> lines = new ArrayList<>();
        csvRate.ifPresent(rate -> lines.add("The CSV-load-only cell parses " + rows(rate) + ": the ceiling of every load,"
                + " which every rate below is set against."));
        charted.stream().filter(c -> write.catalogue().kind(c) == VariantKind.TUNED)
                .max(Comparator.comparingDouble(c -> rate(write, c)))
                .ifPresent(best -> lines.add("Fastest tuned load: " + Labels.cellOnDatabase(write.catalogue(), best) + ", "
                        + rows(rate(write, best)) + " (" + CellFormat.durationWithUnit(BenchmarkKind.WRITE, best.medianMillis()) + ")"
                        + floor.map(f -> ", " + Quantities.ratio(best.medianMillis() / f.medianMillis()) + " × the CSV-load-only time")
                        .orElse("") + "."));
        for (String database : matrix.databases()) {
            if (!Database.isStudy(database)) {
                besideStudy(matrix, charted, database, csvRate).ifPresent(lines::add);
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

    /** "H2: JDBC · tuned 166,954 rows/s, 1.3 × PostgreSQL's (128,748 rows/s) and 46.2 % of the CSV-load-only rate; ...". */
    private static Optional<String> besideStudy(DatabaseMatrix matrix, List<ResultCell> charted, String database, Optional<Double> csvRate) {
        BenchmarkRun write = matrix.run();
        List<String> parts = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            Optional<ResultCell> cell = chartedCell(matrix, charted, style, database);
            if (cell.isEmpty() || write.catalogue().kind(cell.get()) != VariantKind.TUNED) {
                continue;
            }
            double rate = rate(write, cell.get());
            String study = chartedCell(matrix, charted, style, Database.POSTGRESQL.id())
                    .map(pg -> Quantities.ratio(rate / rate(write, pg)) + " × PostgreSQL's (" + rows(rate(write, pg)) + ")")
                    .orElse("PostgreSQL's not charted");
            String csv = csvRate.map(r -> " and " + Quantities.ratio(100 * rate / r) + " % of the CSV-load-only rate").orElse("");
            parts.add(Labels.style(write.catalogue(), style.backend(), style.variant()) + " " + rows(rate) + ", " + study + csv);
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(Database.displayName(database) + ": " + String.join("; ", parts) + ".");
    }

    /** "Tuned over paper, in time: JDBC on PostgreSQL 4.5×, on H2 2.3×; Hibernate on ...". */
    private static Optional<String> tuningGains(DatabaseMatrix matrix, List<ResultCell> charted) {
        BenchmarkRun write = matrix.run();
        List<String> backends = matrix.styles().stream().map(DatabaseMatrix.AccessStyle::backend).distinct().toList();
        List<String> parts = new ArrayList<>();
        for (String backend : backends) {
            String gains = matrix.databases().stream().map(database -> gain(write, charted, backend, database)
                            .map(g -> "on " + Database.displayName(database) + " " + Quantities.ratio(g) + "×"))
                    .flatMap(Optional::stream).collect(Collectors.joining(", "));
            if (!gains.isEmpty()) {
                parts.add(write.catalogue().label(backend) + " " + gains);
            }
        }
        return parts.isEmpty() ? Optional.empty()
                : Optional.of("The tuned variant's speed-up over the study's approach (paper time ÷ tuned time): " + String.join("; ", parts) + ".");
    }

    private static Optional<Double> gain(BenchmarkRun write, List<ResultCell> charted, String backend, String database) {
        Optional<ResultCell> paper = of(write, charted, backend, database, VariantKind.PAPER);
        Optional<ResultCell> tuned = of(write, charted, backend, database, VariantKind.TUNED);
        return paper.isPresent() && tuned.isPresent() ? Optional.of(paper.get().medianMillis() / tuned.get().medianMillis()) : Optional.empty();
    }

    private static Optional<ResultCell> of(BenchmarkRun write, List<ResultCell> charted, String backend, String database, VariantKind kind) {
        return charted.stream().filter(c -> c.backend().equals(backend) && database.equals(c.database())
                && write.catalogue().kind(c) == kind).findFirst();
    }

    private static Optional<ResultCell> chartedCell(DatabaseMatrix matrix, List<ResultCell> charted, DatabaseMatrix.AccessStyle style,
                                                    String database) {
        return matrix.cell(style, database, null).filter(charted::contains);
    }

    private static Double rate(BenchmarkRun write, ResultCell cell) {
        return WriteRates.atMedian(write, cell);
    }

    private static String rows(double rate) {
        return Quantities.rate(rate) + " rows/s";
    }
}
