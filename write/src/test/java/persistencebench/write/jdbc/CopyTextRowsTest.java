package persistencebench.write.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import persistencebench.model.taxi.Trip;

class CopyTextRowsTest {

    private static String encode(long id, Trip trip) {
        CopyTextRows rows = new CopyTextRows(16);
        rows.append(id, trip);
        return new String(rows.bytes(), 0, rows.size(), StandardCharsets.UTF_8);
    }

    @Test
    void writesTabSeparatedColumnsWithNullMarkersAndCents() {
        LocalDateTime pickup = LocalDateTime.of(2021, 7, 1, 0, 5, 9);
        Trip trip = new Trip(null, pickup, pickup.plusMinutes(11), 1, 2.1, null, null, 132, 7, 2, -52.5, 0, 0.5, 0, 6.55,
                0.3, -44.75, null);
        assertThat(encode(42, trip)).isEqualTo(
                "42\t\\N\t2021-07-01 00:05:09\t2021-07-01 00:16:09\t1\t2.10\t\\N\t\\N\t132\t7\t2\t-52.50\t0.00\t0.50\t0.00\t6.55"
                        + "\t0.30\t-44.75\t\\N\n");
    }

    @Test
    void writesOtherDoublesSoTheyParseBackExactly() {
        LocalDateTime pickup = LocalDateTime.of(2021, 7, 1, 0, 0, 0, 500_000_000);
        Trip trip = new Trip(1, pickup, pickup, 1, 0.1 + 0.2, 1, "a\tb\\", 1, 1, 1, -0.0, 1e-7, 12.345, Double.NaN, 1e20, 0, 0, 2.5);
        String[] columns = encode(1, trip).split("\t", -1);
        assertThat(columns[2]).isEqualTo("2021-07-01 00:00:00.500000000");
        assertThat(Double.parseDouble(columns[5])).isEqualTo(0.1 + 0.2);
        assertThat(columns[7]).isEqualTo("a\\tb\\\\");
        assertThat(columns[11]).isEqualTo("-0.0");
        assertThat(Double.parseDouble(columns[12])).isEqualTo(1e-7);
        assertThat(Double.parseDouble(columns[13])).isEqualTo(12.345);
        assertThat(columns[14]).isEqualTo("NaN");
        assertThat(Double.parseDouble(columns[15])).isEqualTo(1e20);
    }

    @Test
    void growsItsBufferForManyRows() {
        CopyTextRows rows = new CopyTextRows(8);
        LocalDateTime pickup = LocalDateTime.of(2021, 7, 1, 0, 0);
        for (int i = 0; i < 1000; i++) {
            rows.append(i, new Trip(1, pickup, pickup, 1, 1, 1, "N", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.0));
        }
        assertThat(new String(rows.bytes(), 0, rows.size(), StandardCharsets.UTF_8).split("\n")).hasSize(1000);
        rows.clear();
        assertThat(rows.size()).isZero();
    }
}
