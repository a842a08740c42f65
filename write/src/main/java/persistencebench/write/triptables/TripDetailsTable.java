package persistencebench.write.triptables;

import persistencebench.model.taxi.TripDetailsRows;

/**
 * The original study's {@code trip_details} table of the paper variants: a random type-4 UUID text primary key,
 * {@code float4} amounts, {@code int2} codes, a {@code char(1)} flag and text ids, as the study created it. Its
 * digest is {@link TripDetailsRows}'.
 */
public final class TripDetailsTable extends SqlTripTable {

    public TripDetailsTable(String dialect) {
        super("trip_details", TripDetailsRows.COLUMNS, dialect);
    }
}
