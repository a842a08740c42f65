package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.measure.MeasuredOperation;

class WriteSummaryTableTest {

    private static CellResult cell(String backend, String variant, String phase, Map<String, Object> metrics) {
        MeasuredOperation nothing = () -> { };
        CellResult cell = new CellRunner(0, 1, new PrintStream(PrintStream.nullOutputStream()))
                .run(new CellResult(backend, variant, phase, null), nothing);
        metrics.forEach(cell::put);
        return cell;
    }

    @Test
    void showsEveryCellWithVerificationAndThePapersFiguresLabelled() {
        String table = WriteSummaryTable.render(List.of(
                cell("csv", "baseline", "load-only", Map.of("rowsPerSecond", 1_000_000L)),
                cell("microstream", "paper-8ch", "store", Map.of("checksumOk", true, "channels", 8, "diskBytes", 3L << 20)),
                cell("jdbc", "tuned", "store", Map.of("checksumOk", true)),
                cell("hibernate", "paper", "store", Map.of()).fail("verification failed: rows: 1 instead of 2 (-1)")));

        assertThat(table.lines().findFirst().orElseThrow()).contains("backend", "variant", "ch", "median s", "min-max s", "rows/s",
                "x load-only", "peak heap MB", "disk MB", "checksum", "paper s");
        assertThat(table).contains("1,000,000", "7.8", "47.0 (77 with 1 channel)", "123.5", "FAILED");
        assertThat(table.lines().filter(l -> l.startsWith("jdbc")).findFirst().orElseThrow()).contains("ok").doesNotContain("101.8");
        assertThat(table).contains("the white paper's own figures").contains("not measured here");
    }
}
