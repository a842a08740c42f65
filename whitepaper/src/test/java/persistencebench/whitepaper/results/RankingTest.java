package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A ranking claims only what the intervals show (fairness rule 10). */
class RankingTest {

    @Test
    void aFloorIsNeverAContestantHoweverFastItIs() {
        ResultCell inMemory = TestCells.cell("inmemory", "tuned", Map.of("durability", "none", "medianMillis", 10.0,
                "samplesMillis", List.of(10.0), "ci95", List.of(9.0, 11.0), "ciUnits", 2));
        ResultCell loadOnly = TestCells.cell("csv", "baseline", Map.of("phase", "load-only", "medianMillis", 5.0,
                "samplesMillis", List.of(5.0), "ci95", List.of(4.0, 6.0), "ciUnits", 2));
        ResultCell store = TestCells.timed("jdbc", 100, 90, 110, 2);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(inMemory, loadOnly, store));

        assertThat(ranking.ranked()).extracting(Ranking.Contestant::cell).containsExactly(store);
        assertThat(ranking.leaders()).extracting(Ranking.Contestant::cell).containsExactly(store);
        assertThat(ranking.unranked()).isEmpty();
    }

    @Test
    void aCellNotAtSteadyStateIsListedApartAndNeverRankedHoweverFastItIs() {
        ResultCell unsettled = TestCells.cell("a", "tuned", Map.of("medianMillis", 50.0, "samplesMillis", List.of(50.0),
                "ci95", List.of(45.0, 55.0), "ciUnits", 3, "steadyState", false,
                "notSteady", List.of("fork 2: not steady after 50 warm-ups (20.0 s): the last 5 runs trend by -9.0 %")));
        ResultCell steady = TestCells.cell("b", "tuned", Map.of("medianMillis", 100.0, "samplesMillis", List.of(100.0),
                "ci95", List.of(90.0, 110.0), "ciUnits", 3, "ciOf", "geomeanMillis", "steadyState", true));
        ResultCell unknown = TestCells.timed("c", 300, 280, 320, 3);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(unsettled, steady, unknown));

        assertThat(ranking.notSteady()).extracting(Ranking.Contestant::cell).containsExactly(unsettled);
        assertThat(ranking.ranked()).extracting(Ranking.Contestant::cell).containsExactly(steady, unknown);
        assertThat(ranking.leaders()).extracting(Ranking.Contestant::cell).containsExactly(steady);
        assertThat(unsettled.notSteady()).singleElement().asString().contains("trend by -9.0 %");
    }

    @Test
    void contestantsNotShownSlowerThanTheFastestMayEachBeTheFastest() {
        ResultCell fast = TestCells.timed("a", 100, 90, 110, 2);
        ResultCell close = TestCells.timed("b", 104, 92, 118, 2);
        ResultCell slow = TestCells.timed("c", 300, 280, 320, 2);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(slow, close, fast));

        assertThat(ranking.leaders()).extracting(Ranking.Contestant::cell).containsExactly(fast, close);
        assertThat(ranking.behind()).extracting(Ranking.Contestant::cell).containsExactly(slow);
        assertThat(ranking.allTied()).isFalse();
    }

    @Test
    void aPairTheRunDoesNotResolveHasNoFactor() {
        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(TestCells.timed("a", 100, 80, 125, 2), TestCells.timed("b", 105, 85, 130, 2)));

        assertThat(ranking.allTied()).isTrue();
        assertThat(ranking.decided()).isFalse();
        assertThat(ranking.leadersEqual()).as("far wider than ±10 %").isFalse();
        assertThat(ranking.behind()).isEmpty();
        assertThat(ranking.factor()).isEmpty();
    }

    @Test
    void welchsTestResolvesAPairWhoseIntervalsOverlap() {
        ResultCell fast = TestCells.timed("a", 100, 80, 120, 2);
        ResultCell slow = TestCells.timed("b", 125, 110, 140, 2);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(fast, slow));

        assertThat(ranking.decided()).isTrue();
        assertThat(ranking.behind()).extracting(Ranking.Contestant::cell).containsExactly(slow);
    }

    @Test
    void aSeparatedPairHasAFactorOfTheGeometricMeansTighterThanTheQuotientOfIntervals() {
        ResultCell fast = TestCells.timed("a", 100, 90, 110, 2);
        ResultCell slow = TestCells.timed("b", 250, 220, 275, 2);

        Estimate factor = Ranking.byComparedTime(List.of(fast, slow)).factor().orElseThrow();

        assertThat(factor.value()).isCloseTo(Math.sqrt(220 * 275.0) / Math.sqrt(90 * 110.0), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(factor.interval().orElseThrow().low()).isGreaterThan(220 / 110.0);
        assertThat(factor.interval().orElseThrow().high()).isLessThan(275 / 90.0);
        assertThat(factor.above(1)).isTrue();
    }

    @Test
    void aCellOfOneForkIsNotRankedEvenWhenItsMedianIsTheLowest() {
        ResultCell single = TestCells.oneFork("a", 50);
        ResultCell fast = TestCells.timed("b", 100, 90, 110, 2);
        ResultCell slow = TestCells.timed("c", 250, 220, 275, 2);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(single, fast, slow));

        assertThat(ranking.unranked()).extracting(Ranking.Contestant::cell).containsExactly(single);
        assertThat(ranking.leaders()).extracting(Ranking.Contestant::cell).containsExactly(fast);
        assertThat(ranking.ranked()).extracting(Ranking.Contestant::cell).doesNotContain(single);
    }

    @Test
    void aWideSlowIntervalTiedWithTheFastestDoesNotMakeEveryoneTied() {
        // z is too wide to be told from a, m is shown slower than a: the fastest is a or z, and m is out
        ResultCell a = TestCells.timed("a", 10, 9, 11, 3);
        ResultCell m = TestCells.timed("m", 14, 13.5, 14.5, 3);
        ResultCell z = TestCells.timed("z", 15, 15 / 2.7, 15 * 2.7, 3);

        Ranking<ResultCell> ranking = Ranking.byComparedTime(List.of(z, m, a));

        assertThat(ranking.allTied()).isFalse();
        assertThat(ranking.leaders()).extracting(Ranking.Contestant::cell).containsExactly(a, z);
        assertThat(ranking.behind()).extracting(Ranking.Contestant::cell).containsExactly(m);
        assertThat(ranking.factor().orElseThrow().above(1)).isTrue();
    }
}
