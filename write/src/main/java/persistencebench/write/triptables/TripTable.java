package persistencebench.write.triptables;

import persistencebench.model.taxi.TripRows;

/**
 * The {@code trip} table of the tuned SQL variants: a {@code bigint} id (the trip's row number) and the 18 TLC
 * columns at the precision the reader parsed them ({@code double} amounts, nullable where TLC files have blanks).
 * On PostgreSQL created without its primary key: the bulk load adds it in its transaction ({@code bulk-reset},
 * {@code bulk-begin}, {@code copy}, {@code bulk-end}), loaders that insert row by row get it from their {@code reset}.
 * H2 and SQLite create it keyed, because there the id key is the table's own row key. Its digest is
 * {@link TripRows}'.
 */
public final class TripTable extends SqlTripTable {

    public TripTable(String dialect) {
        super("trip", TripRows.COLUMNS, dialect);
    }
}
