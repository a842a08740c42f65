package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BestOfTest {

    private static LogSummary units(double... values) {
        return LogSummary.of(java.util.Arrays.stream(values).boxed().toList()).orElseThrow();
    }

    @Test
    void aClearlyFastestContestantIsDecided() {
        BestOf best = BestOf.of(List.of(units(200, 205, 195), units(100, 102, 98), units(300, 290, 310)));

        assertThat(best.candidates()).containsExactly(1);
        assertThat(best.decided()).isTrue();
        assertThat(best.candidatesEqual()).isFalse();
    }

    @Test
    void aBridgingContestantKeepsTwoThatDifferFromEachOtherInTheRunning() {
        // A and C differ clearly, but B is too wide to be told from either: the fastest may be A or B, and C, slower
        // than A, is out; an end-over-end overlap check would have put A, B and C in one "tied" group
        LogSummary a = units(100, 101, 99);
        LogSummary b = units(90, 160, 120);
        LogSummary c = units(130, 131, 129);

        BestOf best = BestOf.of(List.of(a, b, c));

        assertThat(best.candidates()).containsExactly(0, 1);
        assertThat(best.decided()).isFalse();
        assertThat(best.candidatesEqual()).as("B's interval is far wider than the margin").isFalse();
    }

    @Test
    void twoCandidatesShownWithinTheMarginAreEqual() {
        BestOf best = BestOf.of(List.of(units(100, 101, 99, 100.5, 99.5), units(101, 102, 100, 101.5, 100.5), units(150, 151, 149)));

        assertThat(best.candidates()).containsExactly(0, 1);
        assertThat(best.candidatesEqual()).isTrue();
    }

    @Test
    void theMultiplicityMakesEachPairTestStricter() {
        // a difference a lone pair's one-sided test at 2.5 % resolves, but not at 2.5 % / 4 with five contestants
        LogSummary fast = units(100, 104, 96);
        LogSummary close = units(110, 114, 106);
        assertThat(BestOf.of(List.of(fast, close)).candidates()).containsExactly(0);

        List<LogSummary> five = List.of(fast, close, units(500, 510, 490), units(600, 610, 590), units(700, 710, 690));
        assertThat(BestOf.of(five).candidates()).containsExactly(0, 1);
    }

    @Test
    void withTwoContestantsTheSelectionIsThePairwiseTwoSidedTest() {
        // 7 % apart: a one-sided test at 5 % would name the first the fastest, yet the ratio's 95 % interval holds 1
        LogSummary first = units(100, 104, 96);
        LogSummary second = units(107, 111, 103);

        assertThat(BestOf.of(List.of(first, second)).candidates()).containsExactly(0, 1);
        assertThat(LogRatio.of(second, first).orElseThrow().interval(0.95).orElseThrow().low()).isLessThan(1);
    }

    @Test
    void aContestantPutOutNamesTheOneShownFasterThanIt() {
        // C is slower than A beyond doubt; B is too wide to be told from C, though the fastest by its mean
        LogSummary a = units(100, 101, 99);
        LogSummary b = units(70, 130, 95);
        LogSummary c = units(130, 131, 129);

        BestOf best = BestOf.of(List.of(a, b, c));

        assertThat(best.candidates()).containsExactly(0, 1);
        assertThat(best.eliminator(2)).contains(0);
        assertThat(best.eliminator(0)).isEmpty();
        assertThat(LogRatio.of(c, a).orElseThrow().interval(0.95).orElseThrow().low()).isGreaterThan(1);
    }

    @Test
    void aContestantOfOneUnitCannotBeSelected() {
        assertThatThrownBy(() -> BestOf.of(List.of(units(1, 2), units(3)))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two units");
    }
}
