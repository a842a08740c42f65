package persistencebench.write.triptables;

import persistencebench.model.taxi.TripRows;

/**
 * The {@code trip} table of the tuned and step variants: a {@code bigint} id (the trip's row number) and the 18 TLC
 * columns at the precision the reader parsed them ({@code double} amounts, nullable where TLC files have blanks).
 * Its digest is {@link TripRows}'.
 */
public final class TripTable extends SqlTripTable {

    public TripTable(String dialect) {
        super("trip", TripRows.COLUMNS, dialect);
    }
}
