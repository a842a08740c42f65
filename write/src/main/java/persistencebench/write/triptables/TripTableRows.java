package persistencebench.write.triptables;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDateTime;
import persistencebench.model.taxi.Trip;

/**
 * A trip to and from the {@code trip} table's columns through JDBC, in one place for every statement that writes or
 * reads whole trips (the embedded engines' bulk insert, the single-row insert, the reads by id). Timestamps are bound
 * with {@code setObject(LocalDateTime)}: a {@code TIMESTAMP} on H2, ISO-8601 text on SQLite (what xerial writes for a
 * {@code LocalDateTime}, which SQLite's date functions read).
 */
public final class TripTableRows {

    private TripTableRows() {
    }

    /** Binds the id, then the 18 columns in the table's (the CSV's) order, as the table's {@code insert} statement expects. */
    public static void bind(PreparedStatement insert, long id, Trip trip) throws SQLException {
        insert.setLong(1, id);
        setInteger(insert, 2, trip.vendorId());
        insert.setObject(3, trip.pickup());
        insert.setObject(4, trip.dropoff());
        setInteger(insert, 5, trip.passengerCount());
        insert.setDouble(6, trip.tripDistance());
        setInteger(insert, 7, trip.ratecodeId());
        insert.setString(8, trip.storeAndFwdFlag());
        insert.setInt(9, trip.puLocationId());
        insert.setInt(10, trip.doLocationId());
        setInteger(insert, 11, trip.paymentType());
        insert.setDouble(12, trip.fareAmount());
        insert.setDouble(13, trip.extra());
        insert.setDouble(14, trip.mtaTax());
        insert.setDouble(15, trip.tipAmount());
        insert.setDouble(16, trip.tollsAmount());
        insert.setDouble(17, trip.improvementSurcharge());
        insert.setDouble(18, trip.totalAmount());
        if (trip.congestionSurcharge() == null) {
            insert.setNull(19, Types.DOUBLE);
        } else {
            insert.setDouble(19, trip.congestionSurcharge());
        }
    }

    /** The trip in the current row of a result with the 18 columns in the table's order (the {@code by-id} and {@code range} statements). */
    public static Trip trip(ResultSet r) throws SQLException {
        return new Trip(nullableInt(r, 1), r.getObject(2, LocalDateTime.class), r.getObject(3, LocalDateTime.class),
                nullableInt(r, 4), r.getDouble(5), nullableInt(r, 6), r.getString(7), r.getInt(8), r.getInt(9),
                nullableInt(r, 10), r.getDouble(11), r.getDouble(12), r.getDouble(13), r.getDouble(14), r.getDouble(15),
                r.getDouble(16), r.getDouble(17), nullableDouble(r, 18));
    }

    private static void setInteger(PreparedStatement insert, int index, Integer value) throws SQLException {
        if (value == null) {
            insert.setNull(index, Types.INTEGER);
        } else {
            insert.setInt(index, value);
        }
    }

    /** A nullable column read with getInt + wasNull: sqlite-jdbc's getObject(i, Integer.class) rejects a NULL. */
    private static Integer nullableInt(ResultSet r, int column) throws SQLException {
        int value = r.getInt(column);
        return r.wasNull() ? null : value;
    }

    private static Double nullableDouble(ResultSet r, int column) throws SQLException {
        double value = r.getDouble(column);
        return r.wasNull() ? null : value;
    }
}
