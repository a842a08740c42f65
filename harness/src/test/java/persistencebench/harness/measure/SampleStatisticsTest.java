package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class SampleStatisticsTest {

    @Test
    void oddCountMedianIsTheMiddleSample() {
        SampleStatistics s = SampleStatistics.of(List.of(30.0, 10.0, 20.0));
        assertThat(s.medianMillis()).isEqualTo(20.0);
        assertThat(s.minMillis()).isEqualTo(10.0);
        assertThat(s.maxMillis()).isEqualTo(30.0);
        assertThat(s.meanMillis()).isEqualTo(20.0);
    }

    @Test
    void evenCountMedianIsTheMeanOfTheMiddlePair() {
        assertThat(SampleStatistics.of(List.of(4.0, 1.0, 3.0, 2.0)).medianMillis()).isEqualTo(2.5);
    }

    @Test
    void percentilesComeFromTheHistogramWithinItsPrecision() {
        List<Double> samples = new java.util.ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            samples.add((double) i);
        }
        SampleStatistics s = SampleStatistics.of(samples);
        assertThat(s.p90Millis()).isCloseTo(90.0, within(0.1));
        assertThat(s.p99Millis()).isCloseTo(99.0, within(0.1));
    }

    @Test
    void noSamplesIsAnError() {
        assertThatThrownBy(() -> SampleStatistics.of(List.of())).hasMessageContaining("no samples");
    }
}
