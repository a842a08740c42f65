package persistencebench.whitepaper.results;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The cells of one phase that compare the SQL backends across databases, laid out as a matrix: a row per access style
 * (backend and variant, in presentation order), a column per database (the study's first). Steps between the study's
 * approach and the tuned one are left out: they are PostgreSQL driver experiments with no counterpart elsewhere.
 * Failed and skipped cells keep their place, so a table can say why a database has no number.
 */
public final class DatabaseMatrix {

    /** One row: a backend used in one variant. */
    public record AccessStyle(String backend, String variant) {

        boolean of(ResultCell cell) {
            return backend.equals(cell.backend()) && variant.equals(cell.variant());
        }
    }

    private final BenchmarkRun run;
    private final List<ResultCell> cells;

    /** The matrix of {@code phase} in {@code run}. */
    public DatabaseMatrix(BenchmarkRun run, String phase) {
        this.run = run;
        this.cells = run.cells(phase).stream()
                .filter(c -> c.database() != null && run.catalogue().kind(c) != ResultVariantKind.STEP).toList();
    }

    /** Every cell of the matrix, in presentation order. */
    public List<ResultCell> cells() {
        return cells;
    }

    public List<AccessStyle> styles() {
        return cells.stream().map(c -> new AccessStyle(c.backend(), c.variant())).distinct().toList();
    }

    public List<String> databases() {
        return cells.stream().map(ResultCell::database).distinct().sorted(Database.order()).toList();
    }

    /** The cell of {@code style} on {@code database} at {@code temperature} ({@code null} for write cells). */
    public Optional<ResultCell> cell(AccessStyle style, String database, String temperature) {
        return cells.stream().filter(c -> style.of(c) && database.equals(c.database()) && Objects.equals(temperature, c.temperature()))
                .findFirst();
    }

    /** Whether {@code style} has a cell on {@code database} at any temperature, failed and skipped ones included. */
    public boolean has(AccessStyle style, String database) {
        return cells.stream().anyMatch(c -> style.of(c) && database.equals(c.database()));
    }

    /** Whether the matrix holds a cell on a database other than the study's: only then is there anything to compare. */
    public boolean spansDatabases() {
        return cells.stream().anyMatch(ResultCell::onOtherDatabase);
    }

    public BenchmarkRun run() {
        return run;
    }
}
