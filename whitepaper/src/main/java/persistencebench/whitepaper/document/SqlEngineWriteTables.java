package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.WriteRates;
import persistencebench.whitepaper.format.Durability;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The write tables of the section on SQL engines, one per durability class the cells ran under: a row per access
 * style, and for each database the median seconds, rows per second, the time as a multiple of the run's CSV-load-only
 * cell, and the bytes on disk.
 */
final class SqlEngineWriteTables {

    private static final BenchmarkKind KIND = BenchmarkKind.WRITE;

    private SqlEngineWriteTables() {
    }

    static String render(DatabaseMatrix matrix, Optional<ResultCell> floor) {
        BenchmarkRun write = matrix.run();
        List<DatabaseMatrixTable.Column> columns = List.of(
                new DatabaseMatrixTable.Column("(s)", null, c -> CellFormat.duration(KIND, c.medianMillis())),
                new DatabaseMatrixTable.Column("rows/s", null, c -> Optional.ofNullable(WriteRates.atMedian(write, c))
                        .map(Quantities::rate).orElse("")),
                new DatabaseMatrixTable.Column("× CSV", null, c -> floor.map(f -> Quantities.ratio(c.medianMillis() / f.medianMillis()))
                        .orElse("")),
                new DatabaseMatrixTable.Column("MiB", null, c -> CellFormat.mebibytes(c.diskBytes())));
        String csv = floor.map(f -> " (" + CellFormat.durationWithUnit(KIND, f.medianMillis()) + ")").orElse("");
        return classes(matrix).stream().map(durability -> new DatabaseMatrixTable("Write, durability " + durability
                        + ": median seconds, rows stored per second, time × the CSV-load-only cell" + csv + " and disk, per database",
                        matrix, c -> durability.equals(durabilityOf(write, c)), columns).render())
                .collect(Collectors.joining("\n"));
    }

    /** The durability classes the matrix's cells ran under, the run's own first. */
    private static List<String> classes(DatabaseMatrix matrix) {
        String own = Durability.durabilityClass(matrix.run());
        return matrix.cells().stream().map(c -> durabilityOf(matrix.run(), c)).distinct()
                .sorted((a, b) -> Boolean.compare(!a.equals(own), !b.equals(own))).toList();
    }

    private static String durabilityOf(BenchmarkRun run, ResultCell cell) {
        return Objects.requireNonNullElse(cell.durability(), Durability.durabilityClass(run));
    }
}
