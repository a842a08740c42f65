package persistencebench.whitepaper.chart;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultsLoader;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A bar without a whisker must not read as a bar without spread: a cell of one sample says so on its bar. */
class CellBarsTest {

    @TempDir
    Path dir;

    @Test
    void aBarOfOneSampleSaysNIsOneAndABarOfSeveralHasItsWhisker() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.withArray("results").forEach(cell -> {
            if ("jdbc".equals(cell.path("backend").asText()) && "paper".equals(cell.path("variant").asText())) {
                for (String samples : List.of("samplesMillis", "openSamplesMillis", "workSamplesMillis", "closeSamplesMillis", "samplesFork")) {
                    if (cell.get(samples) instanceof ArrayNode list) {
                        while (list.size() > 1) {
                            list.remove(1);
                        }
                    }
                }
                ((ObjectNode) cell).put("forks", 1);
            }
        }));
        BenchmarkRun write = new ResultsLoader().load(dir).write().orElseThrow();

        Bar single = CellBars.timedRegion(write, cell(write, "paper"), "JDBC · paper", 1000.0, "s");
        Bar several = CellBars.timedRegion(write, cell(write, "tuned"), "JDBC · tuned", 1000.0, "s");
        assertThat(single.hasWhisker()).isFalse();
        assertThat(single.valueText()).endsWith(" s · n=1");
        assertThat(several.hasWhisker()).isTrue();
        assertThat(several.valueText()).doesNotContain("n=");
        assertThat(WriteRates.bar(write, cell(write, "paper"), "JDBC · paper").orElseThrow().valueText()).endsWith("k rows/s · n=1");
    }

    private static ResultCell cell(BenchmarkRun write, String variant) {
        return write.cells("store").stream().filter(c -> c.backend().equals("jdbc") && c.variant().equals(variant)).findFirst().orElseThrow();
    }
}
