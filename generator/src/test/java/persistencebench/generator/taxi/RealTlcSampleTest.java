package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.model.taxi.Trip;

/** The first 28,401 rows of the real TLC {@code yellow_tripdata_2021-01.csv}, bytes unchanged, gzip-compressed. */
class RealTlcSampleTest {

    @Test
    void loadsEveryRowOfTheRealFile() throws IOException, URISyntaxException {
        Path csv = Path.of(getClass().getResource("/taxi/yellow_tripdata_2021-01_first28401rows.csv.gz").toURI());
        List<Trip> trips = new ArrayList<>();

        TripReadReport report = new TripCsvReader(csv, BadRowPolicy.FAIL).read(trips::add, rows -> { });

        assertThat(report.rowsRead()).isEqualTo(28_401);
        assertThat(report.rowsSkipped()).isZero();
        assertThat(trips).filteredOn(t -> t.pickup().getYear() == 2020 && t.pickup().getMonthValue() == 12).hasSize(16);
        assertThat(trips.get(0)).isEqualTo(new Trip(1, LocalDateTime.of(2021, 1, 1, 0, 30, 10),
                LocalDateTime.of(2021, 1, 1, 0, 36, 12), 1, 2.10, 1, "N", 142, 43, 2, 8, 3, 0.5, 0, 0, 0.3, 11.8, 2.5));
        assertThat(trips).anySatisfy(t -> assertThat(t.fareAmount()).isNegative());
        assertThat(trips).anySatisfy(t -> assertThat(t.ratecodeId()).isEqualTo(99));
    }
}
