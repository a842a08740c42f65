package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The write tables of the section on SQL engines, one per durability class the cells ran under: a row per access
 * style, and for each database the seconds (geometric mean) with their 95 % interval, rows per second, the time as a multiple of
 * the run's CSV-load-only cell with the ratio's interval, and the bytes on disk.
 */
final class SqlEngineWriteTables {

    private static final BenchmarkKind KIND = BenchmarkKind.WRITE;

    private SqlEngineWriteTables() {
    }

    static String render(DatabaseMatrix matrix, Optional<ResultCell> floor) {
        BenchmarkRun write = matrix.run();
        Optional<Estimate> csvTime = floor.flatMap(Compared::of);
        List<DatabaseMatrixTable.Column> columns = List.of(
                new DatabaseMatrixTable.Column("(s)", null, c -> CellFormat.compared(KIND, c)),
                new DatabaseMatrixTable.Column("rows/s", null, c -> Compared.rowsPerSecond(write, c).map(rate -> Quantities.rate(rate.value()))
                        .orElse("")),
                new DatabaseMatrixTable.Column("× CSV", null, c -> csvTime.flatMap(f -> Compared.of(c).map(time -> IntervalText.factorOrTie(time.over(f))))
                        .orElse("")),
                new DatabaseMatrixTable.Column("MiB", null, c -> CellFormat.mebibytes(c.diskBytes())));
        String csv = csvTime.map(f -> "'s " + CellFormat.durationWithUnit(KIND, f)).orElse("");
        return classes(matrix).stream().map(durability -> new DatabaseMatrixTable("Write, durability " + durability
                        + ": seconds (geometric mean over the forks) with their 95 % intervals, rows stored per second at that time, time × the"
                        + " CSV-load-only cell" + csv + ", and disk, per database",
                        matrix, c -> durability.equals(durabilityOf(write, c)), columns).render())
                .collect(Collectors.joining("\n")) + StudyApproachesNote.of(matrix).map(note -> "\n" + note + "\n").orElse("");
    }

    /** The durability classes the matrix's cells ran under, the run's own first. */
    private static List<String> classes(DatabaseMatrix matrix) {
        String own = DurabilityText.durabilityClass(matrix.run());
        return matrix.cells().stream().map(c -> durabilityOf(matrix.run(), c)).distinct()
                .sorted((a, b) -> Boolean.compare(!a.equals(own), !b.equals(own))).toList();
    }

    private static String durabilityOf(BenchmarkRun run, ResultCell cell) {
        return Objects.requireNonNullElse(cell.durability(), DurabilityText.durabilityClass(run));
    }
}
