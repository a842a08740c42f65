package persistencebench.whitepaper.format;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ResultCell;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A ranking's words name a winner, a factor or a difference only where the intervals separate. */
class RankingTextTest {

    @Test
    void contestantsTheRunDoesNotResolveAreListedTogetherAndNoFactorIsGiven() {
        String text = text(cell("a", 100, 80.0, 125.0, 2), cell("b", 105, 85.0, 130.0, 2));

        assertThat(text).contains("not resolved by this run which is the fastest of: ", "a at 100", "b at 105")
                .doesNotContain("fastest:", "equal", "×");
    }

    @Test
    void aSeparatedSlowestCarriesItsFactorInterval() {
        String text = text(cell("a", 100, 90.0, 110.0, 2), cell("b", 250, 220.0, 275.0, 2));

        // the geometric means √(90 · 110) and √(220 · 275), their factor with Welch's interval, inside the quotient of the
        // intervals' ends (2.0–3.1)
        assertThat(text).contains("fastest: a at 99 (90–110, 2 forks)", "behind (shown slower): b at 246 (220–275, 2 forks)",
                "2.5 × (2.3–2.6) as long as the fastest");
    }

    @Test
    void aCellOfOneForkIsSaidToBeUnrankable() {
        String text = text(cell("a", 100, 90.0, 110.0, 2), cell("b", 250, 220.0, 275.0, 2), cell("c", 50, null, null, 1));

        assertThat(text).contains("one fork, cannot be ranked: c at 50 (one fork: no interval)").doesNotContain("fastest: c");
    }

    private static String text(ResultCell... cells) {
        return RankingText.of(Ranking.byComparedTime(List.of(cells)), ResultCell::backend,
                (Estimate e) -> IntervalText.of(e, v -> Quantities.significant(v, 2), ""));
    }

    private static ResultCell cell(String backend, double median, Double low, Double high, int units) {
        Map<String, Object> json = new HashMap<>(Map.of("backend", backend, "variant", "v", "phase", "store", "ok", true,
                "medianMillis", median, "samplesMillis", List.of(median), "ciUnits", units));
        if (low != null) {
            json.put("ci95", List.of(low, high));
            json.put("ciOf", "geomeanMillis");
        }
        return new ObjectMapper().convertValue(json, ResultCell.class);
    }
}
