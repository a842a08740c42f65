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
    void tiedContestantsAreListedTogetherAndNoFactorIsGiven() {
        String text = text(cell("a", 100, 80.0, 120.0, 2), cell("b", 115, 110.0, 140.0, 2));

        assertThat(text).contains("tied within noise", "a at 100", "b at 115").doesNotContain("fastest:", "×");
    }

    @Test
    void aSeparatedSlowestCarriesItsFactorInterval() {
        String text = text(cell("a", 100, 90.0, 110.0, 2), cell("b", 250, 220.0, 275.0, 2));

        assertThat(text).contains("fastest: a at 100 (90–110, 2 forks)", "behind it (separated from the fastest): b at 250 (220–275, 2 forks)", "2.5 × (2.0–3.1)");
    }

    @Test
    void aCellOfOneForkIsSaidToBeUnrankable() {
        String text = text(cell("a", 100, 90.0, 110.0, 2), cell("b", 250, 220.0, 275.0, 2), cell("c", 50, null, null, 1));

        assertThat(text).contains("one fork, cannot be ranked: c at 50 (one fork: no interval)").doesNotContain("fastest: c");
    }

    @Test
    void aTimeWhoseIntervalReachesZeroIsNotNamedAmongTheFastest() {
        String text = text(cell("a", 100, 90.0, 110.0, 3), cell("b", 250, 220.0, 275.0, 3), cell("w", 500, 0.0, 1400.0, 2));

        assertThat(text).contains("fastest: a at 100", "interval reaching zero, too wide to rank: w at 500").doesNotContain("tied");
    }

    @Test
    void anIntervalWithoutAnUpperEndSaysSo() {
        Estimate rate = Ranking.byComparedTime(List.of(cell("a", 250, 0.0, 790.0, 2))).tooWide().get(0).estimate().reciprocal(20_000_000);

        assertThat(IntervalText.of(rate, Quantities::rate, "rows/s")).isEqualTo("80,000 rows/s (25,316 or more, 2 forks)");
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
        }
        return new ObjectMapper().convertValue(json, ResultCell.class);
    }
}
