package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.resultformat.CellField;

/** Expected values computed independently with SciPy 1.17 (scipy.stats.t.ppf on the logarithms). */
class ConfidenceIntervalTest {

    @Test
    void studentTOnTheLogarithmsOfThreeUnits() {
        // ln 10, ln 20, ln 30: geometric mean 18.171, t(0.975, 2) = 4.3027, interval 4.571–72.233; it never reaches zero
        ConfidenceInterval ci = ConfidenceInterval.of(List.of(10.0, 20.0, 30.0)).orElseThrow();
        assertThat(ci.low()).isCloseTo(4.5712, within(0.001));
        assertThat(ci.high()).isCloseTo(72.233, within(0.001));
        assertThat(ci.units()).isEqualTo(3);
        assertThat(LogSummary.of(List.of(10.0, 20.0, 30.0)).orElseThrow().value()).isCloseTo(18.1712, within(0.0001));
    }

    @Test
    void oneUnitOrAValueWithoutALogarithmHasNoInterval() {
        assertThat(ConfidenceInterval.of(List.of(5.0))).isEmpty();
        assertThat(ConfidenceInterval.overUnits(List.of(5.0, 6.0, 7.0), List.of(1, 1, 1))).isEmpty();
        assertThat(ConfidenceInterval.of(List.of(0.0, 6.0, 7.0))).isEmpty();
    }

    @Test
    void eachUnitCountsOnceAtTheMedianOfItsSamples() {
        // Unit 1: 10, 11, 100 (median 11), unit 2: 12, 13 (median 12.5): the outlier inside unit 1 does not move it.
        List<Double> medians = ConfidenceInterval.unitMedians(List.of(10.0, 12.0, 11.0, 13.0, 100.0), List.of(1, 2, 1, 2, 1));
        assertThat(medians).containsExactly(11.0, 12.5);
        ConfidenceInterval ci = ConfidenceInterval.overUnits(List.of(10.0, 12.0, 11.0, 13.0, 100.0), List.of(1, 2, 1, 2, 1)).orElseThrow();
        assertThat(ci.units()).isEqualTo(2);
        // symmetric on the log scale: the geometric mean of its ends is the units' geometric mean
        assertThat(Math.sqrt(ci.low() * ci.high())).isCloseTo(Math.sqrt(11.0 * 12.5), within(1e-9));
    }

    @Test
    void aRateFromATimeTakesTheReciprocalInterval() {
        ConfidenceInterval time = ConfidenceInterval.of(List.of(10.0, 20.0, 30.0)).orElseThrow();
        ConfidenceInterval rate = ConfidenceInterval.of(List.of(1 / 10.0, 1 / 20.0, 1 / 30.0)).orElseThrow();
        assertThat(time.reciprocal(1).low()).isCloseTo(rate.low(), within(1e-12));
        assertThat(time.reciprocal(1).high()).isCloseTo(rate.high(), within(1e-12));
    }

    @Test
    void aCellCarriesItsHeadlineAndItsIntervalOverForks() {
        CellResult fork1 = new CellResult("b", "v", "store", null);
        fork1.addSample(new Sample(1.0, 99.0, 0.0, 1, null, null, null, null, null, null), 1);
        fork1.addSample(new Sample(1.0, 101.0, 0.0, 1, null, null, null, null, null, null), 1);
        CellResult fork2 = new CellResult("b", "v", "store", null);
        fork2.addSample(new Sample(1.0, 109.0, 0.0, 1, null, null, null, null, null, null), 1);
        CellResult combined = CellResult.combine(List.of(fork1, fork2));
        assertThat(combined.ciUnits()).isEqualTo(2);
        assertThat(combined.ciOf()).isEqualTo(CellResult.CI_OF_MILLIS).isEqualTo("geomeanMillis");
        // unit medians 101 and 110: geometric mean 105.404, t(0.975, 1) = 12.706 on the logarithms: 61.283–181.290
        assertThat(combined.geomeanMillis()).isCloseTo(105.404, within(0.001));
        assertThat(combined.ci95().get(0)).isCloseTo(61.283, within(0.001));
        assertThat(combined.ci95().get(1)).isCloseTo(181.290, within(0.001));
    }

    @Test
    void aHeadlineOtherThanTimeSetsItsOwnGeometricMeanAndInterval() {
        CellResult cell = new CellResult("b", "v", "concurrentReads", "hot");
        cell.interval(CellField.GEOMEAN_OPS_PER_SECOND, List.of(1000.0, 1100.0, 1050.0));
        cell.samples(List.of(new Sample(null, 5.0, null, 1, null, null, null, null, null, null)));
        assertThat(cell.ciOf()).isEqualTo("geomeanOpsPerSecond");
        assertThat(cell.ciUnits()).isEqualTo(3);
        assertThat((Double) cell.metric(CellField.GEOMEAN_OPS_PER_SECOND)).isCloseTo(1049.206, within(0.001));
        assertThat(cell.ci95().get(0)).isCloseTo(932.059, within(0.001));
        assertThat(cell.ci95().get(1)).isCloseTo(1181.077, within(0.001));
    }
}
