package persistencebench.model.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.LocalDateTime;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class TripDetailsTest {
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 14, 17, 3, 9);

    @Test
    void mapsAsTheStudyDidBlankNumbersToZeroABlankFlagToASpaceAndIdsToText() {
        Trip blanks = new Trip(null, PICKUP, PICKUP.plusMinutes(2), null, 0.2, null, null, 238, 151, null, -3, -0.5, -0.5, 0, 0, -0.3, -4.3, null);
        TripDetails d = TripDetails.of(blanks, "id");
        assertThat(d.tripId()).isEqualTo("id");
        assertThat(d.vendorId()).isEmpty();
        assertThat(d.passengerCount()).isZero();
        assertThat(d.rateCodeId()).isZero();
        assertThat(d.paymentType()).isZero();
        assertThat(d.storeAndFwdFlag()).isEqualTo(' ');
        assertThat(d.pickupLocationId()).isEqualTo("238");
        assertThat(d.dropoffLocationId()).isEqualTo("151");
        assertThat(d.distance()).isEqualTo(0.2f);
        assertThat(d.totalAmount()).isEqualTo(-4.3f);
        assertThat(d.congestionSurcharge()).isZero();
        assertThat(d.pickupDateTime()).isEqualTo(PICKUP);
        Trip full = new Trip(2, PICKUP, PICKUP, 99, 1, 99, "Y", 1, 2, 4, 1, 1, 1, 1, 1, 1, 1, 2.5);
        assertThat(TripDetails.of(full, "x").storeAndFwdFlag()).isEqualTo('Y');
        assertThat(TripDetails.of(full, "x").vendorId()).isEqualTo("2");
        assertThat(TripDetails.of(full, "x").congestionSurcharge()).isEqualTo(2.5f);
    }

    @Test
    void refusesACountTheStudysByteCannotHold() {
        Trip many = new Trip(1, PICKUP, PICKUP, 300, 1, 1, "N", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, null);
        assertThatIllegalArgumentException().isThrownBy(() -> TripDetails.of(many, "x")).withMessageContaining("passenger_count 300");
    }

    @Test
    void floatAmountsAreComparedAtTheirOwnPrecision() {
        Trip trip = new Trip(1, PICKUP, PICKUP, 1, 1.005, 1, "N", 1, 1, 1, 0.125, 0, 0, 0, 0, 0, 0.145, null);
        RowDigest details = TripDetailsRows.digest();
        TripDetailsRows.add(details, TripDetails.of(trip, "x"));
        long[] c = details.components();
        // (double) 1.005f = 1.00499999523..., so 100.499... rounds to 100; 0.125f is exact: 12.5 rounds half to even.
        assertThat(c[4 + TripDetailsRows.COLUMNS.indexOf("distanceHundredths")]).isEqualTo(100);
        assertThat(c[4 + TripDetailsRows.COLUMNS.indexOf("fareAmountCents")]).isEqualTo(12);
        assertThat(c[4 + TripDetailsRows.COLUMNS.indexOf("storeAndFwdFlagLength")]).isEqualTo(1);
        RowDigest blank = TripDetailsRows.digest();
        TripDetailsRows.add(blank, TripDetails.of(new Trip(1, PICKUP, PICKUP, 1, 1, 1, null, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, null), "x"));
        assertThat(blank.components()[4 + TripDetailsRows.COLUMNS.indexOf("storeAndFwdFlagLength")]).isZero();
    }

    @Test
    void tripIdsAreReproducibleType4UuidsDistinctPerRowAndSeed() {
        Set<String> ids = new HashSet<>();
        for (long row = 1; row <= 10_000; row++) {
            String id = TripIds.uuid(20, row);
            UUID uuid = UUID.fromString(id);
            assertThat(uuid.version()).isEqualTo(4);
            assertThat(uuid.variant()).isEqualTo(2);
            assertThat(id).hasSize(36).isEqualTo(TripIds.uuid(20, row));
            ids.add(id);
        }
        assertThat(ids).hasSize(10_000);
        assertThat(TripIds.uuid(21, 1)).isNotEqualTo(TripIds.uuid(20, 1));
    }
}
