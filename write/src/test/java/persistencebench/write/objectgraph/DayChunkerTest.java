package persistencebench.write.objectgraph;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.model.taxi.Trip;

class DayChunkerTest {

    private static Trip pickedUp(LocalDateTime pickup) {
        return new Trip(1, pickup, pickup.plusMinutes(5), 1, 1.0, 1, "N", 1, 2, 1, 5, 0, 0.5, 0, 0, 0.3, 5.8, 2.5);
    }

    @Test
    void handsOverFullChunksAtOnceAndPartialOnesInDateOrderAtTheEnd() throws Exception {
        List<String> handed = new ArrayList<>();
        DayChunker chunker = new DayChunker(2, (date, trips) -> handed.add(date + " x" + trips.size()));
        LocalDateTime july2 = LocalDateTime.of(2021, 7, 2, 8, 0);
        LocalDateTime june30 = LocalDateTime.of(2021, 6, 30, 23, 59);
        chunker.add(pickedUp(july2));
        chunker.add(pickedUp(june30));
        assertThat(handed).isEmpty();
        chunker.add(pickedUp(july2.plusHours(1)));
        assertThat(handed).containsExactly("2021-07-02 x2");
        chunker.add(pickedUp(july2.plusHours(2)));
        chunker.flush();
        assertThat(handed).containsExactly("2021-07-02 x2", "2021-06-30 x1", "2021-07-02 x1");
        chunker.flush();
        assertThat(handed).hasSize(3);
    }

    @Test
    void keepsEveryTripOfADateTogetherWhateverTheFileOrder() throws Exception {
        List<LocalDate> dates = new ArrayList<>();
        List<Trip> all = new ArrayList<>();
        DayChunker chunker = new DayChunker(3, (date, trips) -> {
            trips.forEach(trip -> assertThat(trip.pickup().toLocalDate()).isEqualTo(date));
            dates.add(date);
            all.addAll(trips);
        });
        for (int i = 0; i < 20; i++) {
            chunker.add(pickedUp(LocalDateTime.of(2021, 7, 1 + i % 3, 12, i)));
        }
        chunker.flush();
        assertThat(all).hasSize(20);
        // 7, 7 and 6 trips per date: chunks of 3, 3, 1 + 3, 3, 1 + 3, 3
        assertThat(dates).hasSize(8);
    }
}
