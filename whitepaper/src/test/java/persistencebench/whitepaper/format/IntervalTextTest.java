package persistencebench.whitepaper.format;

import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.results.Estimate;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class IntervalTextTest {

    @Test
    void aFactorShowsTwoDigitsUnlessTheyWouldRoundASeparatedEndToOne() {
        assertThat(IntervalText.factor(ratio(1.9, 1.1, 3.6))).isEqualTo("1.9 × (1.1–3.6)");
        assertThat(IntervalText.factor(ratio(1.03, 1.012, 1.05))).isEqualTo("1.03 × (1.01–1.05)");
        assertThat(IntervalText.factor(ratio(1.003, 1.0004, 1.006))).isEqualTo("1.003 × (1.000–1.006)");
        assertThat(IntervalText.factor(ratio(0.97, 0.95, 0.99))).isEqualTo("0.97 × (0.95–0.99)");
        assertThat(IntervalText.factor(ratio(1.02, 0.98, 1.04))).as("a tie keeps two digits").isEqualTo("1.0 × (0.98–1.0)");
    }

    private static Estimate ratio(double value, double low, double high) {
        return new Estimate(value, Optional.of(new ConfidenceInterval(low, high, 3)), 3, Estimate.FORK);
    }
}
