package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.awt.Color;
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
    void neverUsesLogScaleForZeroValuesOrUnderStackedBars() {
        assertThat(BarChartBuilder.useLogScale(spec(bar(0, null, null), bar(5000, null, null)))).isFalse();
        Bar stacked = new Bar("s", Color.BLUE, Shade.FULL, ResultVariantKind.TUNED, 3000, List.of(1000.0, 1500.0, 500.0),
                null, null, "3,000 ms");
        assertThat(BarChartBuilder.useLogScale(spec(bar(5, null, null), stacked))).isFalse();
    }

    @Test
    void refusesAChartWithoutBarsAndAStackWithoutThreeParts() {
        BarChartSpec empty = new BarChartSpec("Empty", "", "", "ms", List.of(new Facet("", List.of())), List.of());

        assertThatThrownBy(() -> new BarChartBuilder().build(empty)).hasMessageContaining("\"Empty\" has no bars");
        assertThatThrownBy(() -> new Bar("s", Color.BLUE, Shade.FULL, ResultVariantKind.TUNED, 3, List.of(1.0, 2.0), null, null, ""))
                .hasMessageContaining("a stacked bar has 3 parts");
    }

    private static BarChartSpec spec(Bar... bars) {
        return new BarChartSpec("t", "s", "f", "ms", List.of(new Facet("", List.of(bars))), List.of());
    }

    private static Bar bar(double value, Double min, Double max) {
        return Bar.plain("bar " + value, Color.ORANGE, Shade.FULL, ResultVariantKind.TUNED, value, min, max, "ms");
    }
}
