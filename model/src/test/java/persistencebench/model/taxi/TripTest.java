package persistencebench.model.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class TripTest {

    static Trip trip(double fare) {
        return new Trip(1, LocalDateTime.of(2021, 7, 1, 0, 30, 10), LocalDateTime.of(2021, 7, 1, 0, 36, 12),
                1, 2.10, 1, "N", 142, 43, 2, fare, 3, 0.5, 0, 0, 0.3, 11.8, 2.5);
    }

    @Test
    void gettersReturnTheConstructorArguments() {
        Trip t = trip(8);
        assertThat(t.vendorId()).isEqualTo(1);
        assertThat(t.pickup()).isEqualTo(LocalDateTime.of(2021, 7, 1, 0, 30, 10));
        assertThat(t.dropoff()).isEqualTo(LocalDateTime.of(2021, 7, 1, 0, 36, 12));
        assertThat(t.tripDistance()).isEqualTo(2.10);
        assertThat(t.storeAndFwdFlag()).isEqualTo("N");
        assertThat(t.puLocationId()).isEqualTo(142);
        assertThat(t.doLocationId()).isEqualTo(43);
        assertThat(t.fareAmount()).isEqualTo(8);
        assertThat(t.totalAmount()).isEqualTo(11.8);
        assertThat(t.congestionSurcharge()).isEqualTo(2.5);
    }

    @Test
    void equalTripsHaveEqualHashCodesAndDifferentFaresAreNotEqual() {
        assertThat(trip(8)).isEqualTo(trip(8)).hasSameHashCodeAs(trip(8));
        assertThat(trip(8)).isNotEqualTo(trip(8.5));
        assertThat(trip(8).toString()).contains("fareAmount=8.0", "pickup=2021-07-01T00:30:10");
    }

    @Test
    void nullableColumnsMayBeNullButTimestampsMayNot() {
        Trip blank = new Trip(null, LocalDateTime.of(2021, 7, 1, 0, 0), LocalDateTime.of(2021, 7, 1, 0, 5),
                null, 1, null, null, 1, 2, null, 5, 0, 0.5, 0, 0, 0.3, 5.8, null);
        assertThat(blank.vendorId()).isNull();
        assertThat(blank.congestionSurcharge()).isNull();
        assertThat(blank).isEqualTo(new Trip(null, LocalDateTime.of(2021, 7, 1, 0, 0),
                LocalDateTime.of(2021, 7, 1, 0, 5), null, 1, null, null, 1, 2, null, 5, 0, 0.5, 0, 0, 0.3, 5.8, null));
        assertThatNullPointerException().isThrownBy(() -> new Trip(1, null, LocalDateTime.of(2021, 7, 1, 0, 5),
                1, 1, 1, "N", 1, 2, 1, 5, 0, 0.5, 0, 0, 0.3, 5.8, 2.5)).withMessage("pickup");
    }
}
