package persistencebench.write.objectgraph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import persistencebench.model.taxi.Trip;

class TripRecordLayoutTest {
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 14, 17, 3, 9);

    private static Trip roundTrip(Trip trip) {
        return TripRecordLayout.trip(trip.pickup(), trip.dropoff(), TripRecordLayout.doubles(trip), TripRecordLayout.ints(trip),
                TripRecordLayout.nullsAndFlag(trip));
    }

    @Test
    void nullsZerosAndFlagsSurviveTheRecord() {
        Trip allNull = new Trip(null, PICKUP, PICKUP, null, 0, null, null, 0, 0, null, 0, 0, 0, 0, 0, 0, 0, null);
        Trip allZero = new Trip(0, PICKUP, PICKUP, 0, 0, 0, "N", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.0);
        Trip yes = new Trip(2, PICKUP, PICKUP, 1, 3.2, 1, "Y", 48, 68, 1, 12, 1, 0.5, 3.26, 0, 0.3, 19.56, 2.5);
        assertThat(roundTrip(allNull)).isEqualTo(allNull);
        assertThat(roundTrip(allZero)).isEqualTo(allZero);
        assertThat(roundTrip(yes)).isEqualTo(yes);
        assertThat(roundTrip(yes).storeAndFwdFlag()).isSameAs("Y");
    }

    @Test
    void theLayoutIsOneFixedRecord() {
        assertThat(TripRecordLayout.LENGTH).isEqualTo(2 * 8 + 2 * 4 + 9 * 8 + 6 * 4 + 4);
    }

    @Test
    void refusesAFlagItCannotStoreInsteadOfDroppingIt() {
        Trip odd = new Trip(1, PICKUP, PICKUP, 1, 1, 1, "NY", 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, null);
        assertThatThrownBy(() -> TripRecordLayout.nullsAndFlag(odd))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"NY\"");
    }
}
