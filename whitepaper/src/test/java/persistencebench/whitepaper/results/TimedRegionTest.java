package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class TimedRegionTest {

    @Test
    void aColdReadIsComparedByTheMedianOfItsPerSampleOpenPlusWork() {
        // open + work per sample: 110, 200, 130 -> median 130; the sum of the part medians would be 50 + 90 = 140
        ResultCell cold = cell("cold", List.of(100.0, 50.0, 20.0), List.of(10.0, 150.0, 110.0), List.of(5.0, 5.0, 5.0));

        assertThat(TimedRegion.comparableMillis(cold)).isEqualTo(130.0);
    }

    @Test
    void writesAndHotReadsAreComparedByTheirMedianTotal() {
        ResultCell hot = cell("hot", List.of(), List.of(3.0, 4.0, 5.0), List.of());

        assertThat(TimedRegion.comparableMillis(hot)).isEqualTo(4.0);
        assertThat(TimedRegion.medianParts(hot)).isEmpty();
    }

    @Test
    void theStackedPartsAreThoseOfTheMedianSampleAndAddUpToTheMedianTotal() {
        // totals 115, 205, 135: the median sample is the third one (20 + 110 + 5)
        ResultCell cold = cell("cold", List.of(100.0, 50.0, 20.0), List.of(10.0, 150.0, 110.0), List.of(5.0, 5.0, 5.0));

        List<Double> parts = TimedRegion.medianParts(cold).orElseThrow();

        assertThat(parts).containsExactly(20.0, 110.0, 5.0);
        assertThat(parts.stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(cold.medianMillis(), within(1e-9));
    }

    private static ResultCell cell(String temperature, List<Double> open, List<Double> work, List<Double> close) {
        List<Double> totals = new ArrayList<>();
        for (int i = 0; i < work.size(); i++) {
            totals.add((open.isEmpty() ? 0 : open.get(i)) + work.get(i) + (close.isEmpty() ? 0 : close.get(i)));
        }
        Map<String, Object> json = Map.of("backend", "b", "variant", "v", "phase", "p", "temperature", temperature,
                "ok", true, "samplesMillis", totals, "openSamplesMillis", open, "workSamplesMillis", work,
                "closeSamplesMillis", close, "medianMillis", TimedRegion.median(totals));
        return new ObjectMapper().convertValue(json, ResultCell.class);
    }
}
