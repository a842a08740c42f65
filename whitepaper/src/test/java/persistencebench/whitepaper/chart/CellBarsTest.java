package persistencebench.whitepaper.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.results.TimedRegion;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A bar's whisker is the 95 % interval of the value it is compared by, as the result file records it (fairness rule 10);
 * a bar of one fork has none and says so, since a bar without a whisker must not read as a bar without noise.
 */
class CellBarsTest {

    @TempDir
    Path dir;

    @Test
    void aWriteBarsWhiskerIsTheCellsRecordedIntervalAndItsRateTheReciprocal() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, "jdbc", "tuned", "store", null)
                .put("ciOf", "geomeanMillis").put("geomeanMillis", Math.sqrt(20_000.0 * 24_000.0))
                .set("ci95", json.arrayNode().add(20_000.0).add(24_000.0)));
        BenchmarkRun write = new ResultsLoader().load(dir).write().orElseThrow();
        ResultCell tuned = cell(write, "tuned");

        Bar seconds = CellBars.timedRegion(write, tuned, "JDBC · tuned", 1000.0, "s");
        Bar rate = WriteRates.bar(write, tuned, "JDBC · tuned").orElseThrow();

        assertThat(seconds.low()).isCloseTo(20.0, within(1e-9));
        assertThat(seconds.high()).isCloseTo(24.0, within(1e-9));
        assertThat(rate.low()).isCloseTo(tuned.rowsStored() / 24_000.0, within(1e-9));
        assertThat(rate.high()).isCloseTo(tuned.rowsStored() / 20_000.0, within(1e-9));
    }

    @Test
    void aBarOfOneForkHasNoWhiskerAndSaysSo() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode cell = Fixtures.cell(json, "jdbc", "paper", "store", null);
            for (String samples : List.of("samplesMillis", "openSamplesMillis", "workSamplesMillis", "closeSamplesMillis", "samplesFork")) {
                if (cell.get(samples) instanceof ArrayNode list) {
                    while (list.size() > 1) {
                        list.remove(1);
                    }
                }
            }
            cell.put("forks", 1).put("ciUnits", 1).remove("ci95");
        });
        BenchmarkRun write = new ResultsLoader().load(dir).write().orElseThrow();

        Bar single = CellBars.timedRegion(write, cell(write, "paper"), "JDBC · paper", 1000.0, "s");
        assertThat(single.hasWhisker()).isFalse();
        assertThat(single.valueText()).endsWith(" s · one fork");
        assertThat(WriteRates.bar(write, cell(write, "paper"), "JDBC · paper").orElseThrow().valueText()).endsWith("k rows/s · one fork");
        assertThat(CellBars.whiskers(write, write.chartable())).contains("No whisker (one fork, no interval): JDBC · paper");
    }

    @Test
    void aColdBarsWhiskerIsTheIntervalOfOpenPlusQueriesOverItsFreshJvms() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();
        ResultCell cold = read.chartable("customersPaged").stream().filter(ResultCell::isCold).findFirst().orElseThrow();

        Bar bar = CellBars.timedRegion(read, cold, "cold", 1.0, "ms");

        ConfidenceInterval expected = ConfidenceInterval.overUnits(TimedRegion.openPlusWork(cold), cold.samplesFork()).orElseThrow();
        assertThat(bar.low()).isEqualTo(expected.low());
        assertThat(bar.high()).isEqualTo(expected.high());
        assertThat(CellBars.whiskers(read, List.of(cold))).contains("over 2 fresh JVMs");
    }

    private static ResultCell cell(BenchmarkRun write, String variant) {
        return write.cells("store").stream().filter(c -> c.backend().equals("jdbc") && c.variant().equals(variant)).findFirst().orElseThrow();
    }
}
