package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Quantiles as printed in every table of Student's t, and at a fractional df as SciPy 1.17 gives it (t.ppf). */
class StudentTTest {

    @Test
    void quantilesAtWholeAndFractionalDegreesOfFreedom() {
        assertThat(StudentT.quantile(0.975, 1)).isCloseTo(12.706, within(0.001));
        assertThat(StudentT.quantile(0.975, 2)).isCloseTo(4.303, within(0.001));
        assertThat(StudentT.quantile(0.975, 30)).isCloseTo(2.042, within(0.001));
        assertThat(StudentT.quantile(0.975, 4.5)).isCloseTo(2.65891, within(0.00001));
        assertThat(StudentT.quantile(0.025, 4.5)).isCloseTo(-2.65891, within(0.00001));
    }

    @Test
    void refusesWhatHasNoQuantile() {
        assertThatThrownBy(() -> StudentT.quantile(1, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> StudentT.quantile(0.5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> StudentT.quantile(0.5, Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
    }
}
