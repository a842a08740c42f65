package persistencebench.write.objectgraph;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
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
        DayChunker chunker = new DayChunker(2, (date, ids, trips) -> handed.add(date + " " + Arrays.toString(ids) + " x" + trips.length));
        LocalDateTime july2 = LocalDateTime.of(2021, 7, 2, 8, 0);
        LocalDateTime june30 = LocalDateTime.of(2021, 6, 30, 23, 59);
        chunker.add(1, pickedUp(july2));
        chunker.add(2, pickedUp(june30));
        assertThat(handed).isEmpty();
        chunker.add(3, pickedUp(july2.plusHours(1)));
        assertThat(handed).containsExactly("2021-07-02 [1, 3] x2");
        chunker.add(4, pickedUp(july2.plusHours(2)));
        chunker.flush();
        assertThat(handed).containsExactly("2021-07-02 [1, 3] x2", "2021-06-30 [2] x1", "2021-07-02 [4] x1");
        chunker.flush();
        assertThat(handed).hasSize(3);
    }

    @Test
    void keepsEveryTripOfADateTogetherWithItsIdWhateverTheFileOrder() throws Exception {
        List<LocalDate> dates = new ArrayList<>();
        List<Trip> all = new ArrayList<>();
        DayChunker chunker = new DayChunker(3, (date, ids, trips) -> {
            assertThat(ids).hasSameSizeAs(trips).isSorted();
            for (int i = 0; i < trips.length; i++) {
                assertThat(trips[i].pickup().toLocalDate()).isEqualTo(date);
                assertThat(trips[i].pickup().getMinute()).as("the trip added with id %d", ids[i]).isEqualTo(ids[i]);
            }
            dates.add(date);
            all.addAll(List.of(trips));
        });
        for (int i = 0; i < 20; i++) {
            chunker.add(i, pickedUp(LocalDateTime.of(2021, 7, 1 + i % 3, 12, i)));
        }
        chunker.flush();
        assertThat(all).hasSize(20);
        // 7, 7 and 6 trips per date: chunks of 3, 3, 1 + 3, 3, 1 + 3, 3
        assertThat(dates).hasSize(8);
    }
}
