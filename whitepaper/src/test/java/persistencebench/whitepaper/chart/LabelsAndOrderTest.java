package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.CellOrder;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class LabelsAndOrderTest {

    @Test
    void variantsSortPaperFirstAndChannelCountsNumerically() {
        List<String> sorted = Stream.of("tuned-16ch", "tuned", "tuned-2ch", "paper", "experimental")
                .sorted(CellOrder.VARIANT).toList();

        assertThat(sorted).containsExactly("paper", "tuned", "experimental", "tuned-2ch", "tuned-16ch");
    }

    @Test
    void unknownBackendsKeepTheirNameAndAStableColour() {
        assertThat(Labels.backend("jooq")).isEqualTo("jooq");
        assertThat(BackendPalette.color("jooq")).isEqualTo(BackendPalette.color("jooq"));
        assertThat(BackendPalette.color("jdbc")).isNotEqualTo(BackendPalette.color("hibernate"));
    }

    @Test
    void channelSweepVariantsShadeLikeTheirFamily() {
        assertThat(Shade.ofVariant("tuned-4ch")).isEqualTo(Shade.TUNED);
        assertThat(Shade.ofVariant("paper")).isEqualTo(Shade.PAPER);
        assertThat(Shade.ofVariant("baseline")).isEqualTo(Shade.BASELINE);
    }

    @Test
    void chartLabelsKeepThreeSignificantDigitsWithoutDroppingIntegerDigits() {
        assertThat(Quantities.significant(1405, 3)).isEqualTo("1,405");
        assertThat(Quantities.significant(47, 3)).isEqualTo("47.0");
        assertThat(Quantities.significant(0.5234, 3)).isEqualTo("0.523");
        assertThat(Quantities.tableSeconds(1234.6)).isEqualTo("1.235");
        assertThat(Quantities.tableMillis(1645.0)).isEqualTo("1,645.00");
    }
}
