package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BarChartBuilderTest {

    @Test
    void switchesToLogScaleWhenValuesSpanMoreThanTwoOrdersOfMagnitude() {
        assertThat(BarChartBuilder.useLogScale(spec(bar(5, null, null), bar(2407, null, null)))).isTrue();
        assertThat(BarChartBuilder.useLogScale(spec(bar(20, null, null), bar(1999, null, null)))).isFalse();
    }

    @Test
    void whiskersCountTowardsTheSpan() {
        assertThat(BarChartBuilder.useLogScale(spec(bar(10, 0.5, 12.0), bar(60, null, null)))).isTrue();
    }

    @Test
    void neverUsesLogScaleForZeroValues() {
        assertThat(BarChartBuilder.useLogScale(spec(bar(0, null, null), bar(5000, null, null)))).isFalse();
    }

    @Test
    void refusesAChartWithoutBars() {
        BarChartSpec empty = new BarChartSpec("Empty", "", "", "ms", List.of(new Facet("", List.of())), List.of());

        assertThatThrownBy(() -> new BarChartBuilder().build(empty)).hasMessageContaining("\"Empty\" has no bars");
    }

    private static BarChartSpec spec(Bar... bars) {
        return new BarChartSpec("t", "s", "f", "ms", List.of(new Facet("", List.of(bars))), List.of());
    }

    private static Bar bar(double value, Double min, Double max) {
        return Bar.of("bar " + value, "jdbc", Shade.TUNED, value, min, max, "ms");
    }
}
