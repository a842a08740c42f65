package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.resultformat.CellField;

class ConfidenceIntervalTest {

    @Test
    void studentTOverThreeUnits() {
        // mean 20, s = 10, t(0.975, 2) = 4.303: 20 ± 24.843, the time's interval ending at zero
        ConfidenceInterval ci = ConfidenceInterval.of(List.of(10.0, 20.0, 30.0)).orElseThrow();
        assertThat(ci.low()).isEqualTo(0.0);
        assertThat(ci.high()).isCloseTo(44.843, within(0.01));
        assertThat(ci.units()).isEqualTo(3);
    }

    @Test
    void oneUnitHasNoInterval() {
        assertThat(ConfidenceInterval.of(List.of(5.0))).isEmpty();
        assertThat(ConfidenceInterval.overUnits(List.of(5.0, 6.0, 7.0), List.of(1, 1, 1))).isEmpty();
    }

    @Test
    void eachUnitCountsOnceAtTheMedianOfItsSamples() {
        // Unit 1: 10, 11, 100 (median 11), unit 2: 12, 13 (median 12.5): the outlier inside unit 1 does not move it.
        List<Double> medians = ConfidenceInterval.unitMedians(List.of(10.0, 12.0, 11.0, 13.0, 100.0), List.of(1, 2, 1, 2, 1));
        assertThat(medians).containsExactly(11.0, 12.5);
        ConfidenceInterval ci = ConfidenceInterval.overUnits(List.of(10.0, 12.0, 11.0, 13.0, 100.0), List.of(1, 2, 1, 2, 1)).orElseThrow();
        assertThat(ci.units()).isEqualTo(2);
        assertThat((ci.low() + ci.high()) / 2).isCloseTo(11.75, within(1e-9));
    }

    @Test
    void tQuantilesFollowTheTableAndTheExpansionBeyondIt() {
        assertThat(ConfidenceInterval.t975(1)).isEqualTo(12.706);
        assertThat(ConfidenceInterval.t975(30)).isEqualTo(2.042);
        assertThat(ConfidenceInterval.t975(31)).isCloseTo(2.0395, within(0.001));
        assertThat(ConfidenceInterval.t975(120)).isCloseTo(1.9799, within(0.001));
    }

    @Test
    void overlappingIntervalsAreATieAndTheRatioIntervalThenContainsOne() {
        ConfidenceInterval a = new ConfidenceInterval(10, 12, 3);
        ConfidenceInterval b = new ConfidenceInterval(11.5, 14, 3);
        ConfidenceInterval c = new ConfidenceInterval(20, 24, 3);
        assertThat(a.overlaps(b)).isTrue();
        assertThat(b.ratioOver(a).orElseThrow().low()).isLessThan(1.0);
        assertThat(a.overlaps(c)).isFalse();
        ConfidenceInterval ratio = c.ratioOver(a).orElseThrow();
        assertThat(ratio.low()).isCloseTo(20.0 / 12, within(1e-9));
        assertThat(ratio.high()).isCloseTo(2.4, within(1e-9));
    }

    @Test
    void aCellCarriesItsIntervalOverForks() {
        CellResult fork1 = new CellResult("b", "v", "store", null);
        fork1.addSample(new Sample(1.0, 99.0, 0.0, 1, null, null, null, null, null, null), 1);
        fork1.addSample(new Sample(1.0, 101.0, 0.0, 1, null, null, null, null, null, null), 1);
        CellResult fork2 = new CellResult("b", "v", "store", null);
        fork2.addSample(new Sample(1.0, 109.0, 0.0, 1, null, null, null, null, null, null), 1);
        CellResult combined = CellResult.combine(List.of(fork1, fork2));
        assertThat(combined.ciUnits()).isEqualTo(2);
        assertThat(combined.ciOf()).isEqualTo(CellResult.CI_OF_MILLIS);
        // unit medians 101 and 110: mean 105.5, s = 6.364, t(0.975, 1) = 12.706, half width 57.18
        assertThat(combined.ci95().get(0)).isCloseTo(48.32, within(0.01));
        assertThat(combined.ci95().get(1)).isCloseTo(162.68, within(0.01));
    }

    @Test
    void aHeadlineOtherThanTimeSetsItsOwnInterval() {
        CellResult cell = new CellResult("b", "v", "concurrentReads", "hot");
        cell.interval(CellField.OPS_PER_SECOND, List.of(1000.0, 1100.0, 1050.0));
        cell.samples(List.of(new Sample(null, 5.0, null, 1, null, null, null, null, null, null)));
        assertThat(cell.ciOf()).isEqualTo("opsPerSecond");
        assertThat(cell.ciUnits()).isEqualTo(3);
        assertThat(cell.ci95().get(0)).isLessThan(1050.0);
        assertThat(cell.ci95().get(1)).isGreaterThan(1050.0);
    }
}
