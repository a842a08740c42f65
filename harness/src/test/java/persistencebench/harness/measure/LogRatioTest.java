package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class LogRatioTest {

    @Test
    void welchsTextbookExampleGivesItsDegreesOfFreedomAndInterval() {
        // two samples of 15 with unequal spreads (means 20.82 and 22.987, sd 2.805 and 1.953): Welch's t = -2.455 on
        // 24.99 degrees of freedom, the difference's 95 % interval -3.984 to -0.349 (scipy.stats agrees); on the log scale
        // these are the logarithms' moments, so the ratio's interval is their exponentials
        LogSummary first = new LogSummary(15, 20.82, 2.8048936827317665);
        LogSummary second = new LogSummary(15, 22.986666666666665, 1.9526050974702152);

        LogRatio ratio = LogRatio.of(first, second).orElseThrow();

        assertThat(ratio.degreesOfFreedom()).isCloseTo(24.9885, within(0.0001));
        assertThat(ratio.logRatio() / ratio.standardError()).isCloseTo(-2.4554, within(0.0001));
        ConfidenceInterval interval = ratio.interval(0.95).orElseThrow();
        assertThat(Math.log(interval.low())).isCloseTo(-3.9841, within(0.0001));
        assertThat(Math.log(interval.high())).isCloseTo(-0.3492, within(0.0001));
    }

    @Test
    void aRatioIsOfTheGeometricMeansAndTightAgainstTheQuotientOfIntervals() {
        LogSummary slow = LogSummary.of(List.of(200.0, 210.0, 190.0)).orElseThrow();
        LogSummary fast = LogSummary.of(List.of(100.0, 104.0, 97.0)).orElseThrow();

        LogRatio ratio = LogRatio.of(slow, fast).orElseThrow();

        assertThat(ratio.ratio()).isCloseTo(slow.value() / fast.value(), within(1e-12));
        ConfidenceInterval welch = ratio.interval(0.95).orElseThrow();
        ConfidenceInterval a = slow.interval(0.95).orElseThrow();
        ConfidenceInterval b = fast.interval(0.95).orElseThrow();
        assertThat(welch.low()).isGreaterThan(a.low() / b.high()).isGreaterThan(1);
        assertThat(welch.high()).isLessThan(a.high() / b.low());
    }

    @Test
    void oneUnitGivesNoRatio() {
        assertThat(LogRatio.of(LogSummary.of(List.of(1.0)).orElseThrow(), LogSummary.of(List.of(1.0, 2.0)).orElseThrow())).isEmpty();
    }

    @Test
    void valuesWithoutAnySpreadGiveNoRatio() {
        // identical forks, or bounds rounded together: no difference is certain because nothing varied
        assertThat(LogRatio.of(LogSummary.of(List.of(5.0, 5.0, 5.0)).orElseThrow(), LogSummary.of(List.of(6.0, 6.0)).orElseThrow())).isEmpty();
    }

    @Test
    void aRatioOfRatiosHasSatterthwaitesDegreesOfFreedomOverAllFourCells() {
        List<LogSummary> cells = List.of(LogSummary.of(List.of(10.0, 11.0, 9.5)).orElseThrow(), LogSummary.of(List.of(100.0, 130.0, 90.0)).orElseThrow(),
                LogSummary.of(List.of(20.0, 20.5, 19.0, 21.0)).orElseThrow(), LogSummary.of(List.of(7.0, 9.0)).orElseThrow());

        LogRatio ofRatios = LogRatio.of(LogRatio.of(cells.get(1), cells.get(0)).orElseThrow(), LogRatio.of(cells.get(3), cells.get(2)).orElseThrow())
                .orElseThrow();

        double sum = 0;
        double weighted = 0;
        for (LogSummary cell : cells) {
            double variance = cell.standardError() * cell.standardError();
            sum += variance;
            weighted += variance * variance / (cell.units() - 1);
        }
        assertThat(ofRatios.standardError()).isCloseTo(Math.sqrt(sum), within(1e-12));
        assertThat(ofRatios.degreesOfFreedom()).isCloseTo(sum * sum / weighted, within(1e-9));
        assertThat(ofRatios.meanLog()).isCloseTo(cells.get(1).meanLog() - cells.get(0).meanLog() - cells.get(3).meanLog() + cells.get(2).meanLog(),
                within(1e-12));
    }

    @Test
    void boundsRecordedInAFileGiveBackTheSpreadOfANanosecondValue() {
        // a pass over an object graph: 350 ns, one per cent of spread between three forks
        LogSummary summary = LogSummary.of(List.of(0.000350, 0.000354, 0.000347)).orElseThrow();
        List<Double> recorded = summary.interval(0.95).orElseThrow().bounds();

        LogSummary back = LogSummary.ofInterval(new ConfidenceInterval(recorded.get(0), recorded.get(1), 3), 0.95);

        assertThat(back.sdLog()).isCloseTo(summary.sdLog(), within(summary.sdLog() * 1e-6));
        assertThat(back.value()).isCloseTo(summary.value(), within(summary.value() * 1e-9));
    }

    @Test
    void equivalenceNeedsTheWholeIntervalInsideTheMargin() {
        LogSummary a = LogSummary.of(List.of(100.0, 101.0, 99.0, 100.5, 99.5)).orElseThrow();
        LogSummary b = LogSummary.of(List.of(102.0, 103.0, 101.0, 102.5, 101.5)).orElseThrow();
        LogSummary wide = LogSummary.of(List.of(80.0, 125.0)).orElseThrow();

        assertThat(LogRatio.of(a, b).orElseThrow().equivalentWithin(1.10, 0.95)).isTrue();
        assertThat(LogRatio.of(a, wide).orElseThrow().equivalentWithin(1.10, 0.95)).as("the same mean, too wide to show it").isFalse();
    }

    @Test
    void anIntervalRecordedInAFileGivesBackItsSpread() {
        LogSummary summary = LogSummary.of(List.of(100.0, 130.0, 90.0)).orElseThrow();

        LogSummary back = LogSummary.ofInterval(summary.interval(0.95).orElseThrow(), 0.95);

        assertThat(back.units()).isEqualTo(3);
        assertThat(back.meanLog()).isCloseTo(summary.meanLog(), within(1e-12));
        assertThat(back.sdLog()).isCloseTo(summary.sdLog(), within(1e-12));
    }
}
