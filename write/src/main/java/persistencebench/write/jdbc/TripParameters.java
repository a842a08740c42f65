package persistencebench.write.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import persistencebench.model.taxi.Trip;

/** Binds a trip to the parameters of the {@code trip} table's insert statement (id, then the TLC columns in file order). */
final class TripParameters {

    private TripParameters() {
    }

    static void bind(PreparedStatement insert, long id, Trip trip) throws SQLException {
        insert.setLong(1, id);
        setInteger(insert, 2, trip.vendorId());
        // pgJDBC sends a LocalDateTime as a timestamp without time zone: no JVM time-zone conversion.
        insert.setObject(3, trip.pickup());
        insert.setObject(4, trip.dropoff());
        setInteger(insert, 5, trip.passengerCount());
        insert.setDouble(6, trip.tripDistance());
        setInteger(insert, 7, trip.ratecodeId());
        if (trip.storeAndFwdFlag() == null) {
            insert.setNull(8, Types.VARCHAR);
        } else {
            insert.setString(8, trip.storeAndFwdFlag());
        }
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

    private static void setInteger(PreparedStatement insert, int index, Integer value) throws SQLException {
        if (value == null) {
            insert.setNull(index, Types.INTEGER);
        } else {
            insert.setInt(index, value);
        }
    }
}
