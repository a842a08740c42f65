package persistencebench.model.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.LocalDateTime;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowDigestTest {
    private static final LocalDateTime PICKUP = LocalDateTime.of(2021, 7, 1, 0, 30, 10);

    private static Trip trip(double fare, double tip) {
        return new Trip(2, PICKUP, PICKUP.plusMinutes(6), 3, 2.10, 1, "Y", 142, 43, 1, fare, 3, 0.5, tip, 6.55, 0.3, 20.7, 2.5);
    }

    private static Trip blanks() {
        return new Trip(null, PICKUP, PICKUP.plusMinutes(1), null, .20, null, null, 238, 151, null, -3, -0.5, -0.5, 0, 0, -0.3, -4.3, null);
    }

    /** The trips under ids 1, 2, ... in the order given. */
    private static RowDigest digest(Trip... trips) {
        RowDigest digest = TripRows.digest();
        for (int i = 0; i < trips.length; i++) {
            TripRows.add(digest, i + 1, trips[i]);
        }
        return digest;
    }

    @Test
    void theCanonicalTextIsWhatTheSqlBuilds() {
        RowDigest digest = TripRows.digest();
        long pickup = PICKUP.toEpochSecond(java.time.ZoneOffset.UTC);
        CanonicalRow row = digest.row();
        assertThat(row.text()).isEmpty();
        TripRows.add(digest, 7, blanks());
        assertThat(digest.row().number(1).text(null).number((Integer) null).text()).isEqualTo("1|\\N|\\N");
        RowDigest one = digest(blanks());
        assertThat(one.componentNames()).startsWith("rows", "hashSliceA", "hashSliceB", "nulls", "id", "vendorId");
        assertThat(one.components()[4]).isEqualTo(1);
        assertThat(one.components()[3]).isEqualTo(6);
        assertThat(one.components()[4 + TripRows.COLUMNS.indexOf("pickupEpochSecond")]).isEqualTo(pickup);
        assertThat(one.components()[4 + TripRows.COLUMNS.indexOf("fareAmountCents")]).isEqualTo(-300);
    }

    @Test
    void hashSlicesAreTheFirstTwoGroupsOfEightHexDigitsOfTheRowsMd5() throws Exception {
        RowDigest digest = new RowDigest(List.of("a", "b"));
        digest.add(digest.row().number(7).text("x"));
        String hex = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest("7|x".getBytes(StandardCharsets.UTF_8)));
        assertThat(digest.components()).containsExactly(1, Long.parseLong(hex.substring(0, 8), 16), Long.parseLong(hex.substring(8, 16), 16),
                0, 7, 1);
    }

    @Test
    void orderDoesNotMatter() {
        RowDigest reordered = TripRows.digest();
        TripRows.add(reordered, 3, trip(9, 2));
        TripRows.add(reordered, 1, trip(8, 1));
        TripRows.add(reordered, 2, blanks());
        assertThat(digest(trip(8, 1), blanks(), trip(9, 2))).isEqualTo(reordered);
    }

    @Test
    void theSameTripsUnderSwappedIdsChangeTheHashesButNotTheColumnSums() {
        RowDigest expected = digest(trip(8, 1), trip(9, 2));
        RowDigest swapped = digest(trip(9, 2), trip(8, 1));
        assertThat(swapped.describeDifference(expected)).contains("hashSliceA").doesNotContain("id:").doesNotContain("fareAmountCents");
    }

    @Test
    void swappingOneValueBetweenTwoRowsChangesTheHashesButNotTheColumnSums() {
        RowDigest expected = digest(trip(8, 1), trip(9, 2));
        RowDigest swapped = digest(trip(8, 2), trip(9, 1));
        assertThat(swapped).isNotEqualTo(expected);
        assertThat(swapped.describeDifference(expected)).contains("hashSliceA").doesNotContain("tipAmountCents");
    }

    @Test
    void oneWrongValueAndOneMissingRowAreNamed() {
        RowDigest expected = digest(trip(8, 1), trip(9, 2));
        assertThat(digest(trip(8, 1), trip(5, 2)).describeDifference(expected))
                .contains("fareAmountCents: 1300 instead of 1700 (-400)").contains("hashSlice");
        assertThat(digest(trip(8, 1)).describeDifference(expected)).startsWith("rows: 1 instead of 2 (-1); hashSliceA: ");
        assertThat(expected.describeDifference(digest(trip(8, 1), trip(9, 2)))).isEmpty();
    }

    @Test
    void rebuildsFromComponentsAndRejectsTheWrongNumber() {
        RowDigest digest = digest(trip(8, 1), blanks());
        assertThat(RowDigest.of(TripRows.COLUMNS, digest.components())).isEqualTo(digest);
        assertThat(RowDigest.of(TripRows.COLUMNS, digest.components()).fingerprint()).isEqualTo(digest.fingerprint()).startsWith("rows 2, md5 sums ");
        assertThatIllegalArgumentException().isThrownBy(() -> RowDigest.of(TripRows.COLUMNS, new long[3])).withMessageContaining("not 3");
        assertThat(digest.describeDifference(TripDetailsRows.digest())).contains("different columns");
    }

    @Test
    void aRowMustFillEveryColumn() {
        RowDigest digest = new RowDigest(List.of("a", "b"));
        assertThatIllegalStateException().isThrownBy(() -> digest.add(digest.row().number(1))).withMessageContaining("2 columns, this one 1");
        assertThatIllegalStateException().isThrownBy(() -> digest.row().number(1).number(2).number(3)).withMessageContaining("beyond");
    }
}
