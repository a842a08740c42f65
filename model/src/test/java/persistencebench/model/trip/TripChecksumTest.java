package persistencebench.model.trip;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class TripChecksumTest {

    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 1, 0, 30, 10);
    private static final LocalDateTime DROPOFF = LocalDateTime.of(2021, 7, 1, 0, 36, 12);

    private static Trip full() {
        return new Trip(2, PICKUP, DROPOFF, 3, 2.10, 1, "Y", 142, 43, 1,
                8, 3, 0.5, 2.05, 6.55, 0.3, 20.7, 2.5);
    }

    private static Trip blanks() {
        return new Trip(null, PICKUP, DROPOFF, null, .20, null, null, 238, 151, null,
                -3, -0.5, -0.5, 0, 0, -0.3, -4.3, null);
    }

    @Test
    void componentsFollowTheDocumentedFormulas() {
        TripChecksum sum = new TripChecksum();
        sum.add(full());
        long pickup = PICKUP.toEpochSecond(ZoneOffset.UTC);
        long dropoff = DROPOFF.toEpochSecond(ZoneOffset.UTC);
        assertThat(sum.components()).containsExactly(
                1, pickup, dropoff, 2, 3, 1, 2, 142, 43, 1, 210, 800, 300, 50, 205, 655, 30, 2070, 250, 0);
        assertThat(sum.rows()).isEqualTo(1);
    }

    @Test
    void nullsCountAsZeroAndAreCounted() {
        TripChecksum sum = new TripChecksum();
        sum.add(blanks());
        long[] c = sum.components();
        assertThat(c[3]).isZero();
        assertThat(c[6]).isZero();
        assertThat(c[10]).isEqualTo(20);
        assertThat(c[11]).isEqualTo(-300);
        assertThat(c[18]).isZero();
        assertThat(c[19]).isEqualTo(6);
    }

    @Test
    void flagCodesAndHalfEvenRoundingMatchPostgres() {
        assertThat(TripChecksum.flagCode(null)).isZero();
        assertThat(TripChecksum.flagCode("N")).isEqualTo(1);
        assertThat(TripChecksum.flagCode("Y")).isEqualTo(2);
        assertThat(TripChecksum.flagCode("?")).isEqualTo(3);
        assertThat(TripChecksum.hundredths(0.125)).isEqualTo(12); // 12.5 -> 12, half to even
        assertThat(TripChecksum.hundredths(0.135)).isEqualTo(14); // 13.5000000001 -> 14
        assertThat(TripChecksum.hundredths(2.10)).isEqualTo(210);
    }

    @Test
    void orderOfAddingAndMergingDoesNotMatter() {
        TripChecksum one = new TripChecksum();
        one.add(full());
        one.add(blanks());
        TripChecksum a = new TripChecksum();
        a.add(blanks());
        TripChecksum b = new TripChecksum();
        b.add(full());
        a.merge(b);
        assertThat(a).isEqualTo(one).hasSameHashCodeAs(one);
        assertThat(a.describeDifference(one)).isEmpty();
    }

    @Test
    void describesWhichComponentsDifferAndByHowMuch() {
        TripChecksum expected = new TripChecksum();
        expected.add(full());
        expected.add(blanks());
        TripChecksum actual = new TripChecksum();
        actual.add(full());
        assertThat(actual.describeDifference(expected))
                .startsWith("rows: 1 instead of 2 (-1); pickupEpochSeconds: ")
                .contains("fareAmountCents: 800 instead of 500 (+300)", "nullFields: 0 instead of 6 (-6)");
    }

    @Test
    void rebuildsFromComponentsAndRejectsTheWrongLength() {
        TripChecksum sum = new TripChecksum();
        sum.add(full());
        assertThat(TripChecksum.of(sum.components())).isEqualTo(sum);
        assertThat(TripChecksum.componentNames()).hasSize(20).startsWith("rows", "pickupEpochSeconds");
        assertThatIllegalArgumentException().isThrownBy(() -> TripChecksum.of(new long[19]))
                .withMessageContaining("has 20 components").withMessageContaining("19 values");
        assertThat(sum.toString()).startsWith("TripChecksum[rows=1, pickupEpochSeconds=");
    }

    @Test
    void componentsAreACopy() {
        TripChecksum sum = new TripChecksum();
        sum.components()[0] = 99;
        assertThat(sum.rows()).isZero();
    }
}
