package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.published.StudyFigures;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.testing.Slow;
import persistencebench.write.fork.WriteTask;

@Slow
class WriteSummaryTableTest {

    private static WriteRounds.Measured row(String backend, String variant, String label, Integer channels, String phase,
                                            Map<String, Object> metrics) {
        return row(backend, variant, label, channels, phase, metrics, StudyFigures.get().writeRows());
    }

    private static WriteRounds.Measured row(String backend, String variant, String label, Integer channels, String phase,
                                            Map<String, Object> metrics, long rows) {
        MeasuredOperation nothing = () -> { };
        CellResult cell = new CellRunner(0, 1, new PrintStream(PrintStream.nullOutputStream())).run(new CellResult(backend, label, phase, null), nothing);
        metrics.forEach((key, value) -> cell.put(CellField.of(key).orElseThrow(), value));
        WriteTask spec = new WriteTask(backend, variant, label, phase, channels == null ? null : WriteTaskTest.channels(channels), "trips.csv", null, BadRowPolicy.FAIL, rows, null, 20, "disk", 0, 1, 1,
                "store", null, null, null, null, null, null, null);
        return new WriteRounds.Measured(spec, cell);
    }

    @Test
    void labelsCellsFromTheirDescriptorsAndSetsTheStudysFigureBesidePaperCellsWithTheSameChannelCountOnly() {
        List<WriteRounds.Measured> rows = List.of(
                row("csv", "baseline", "baseline", null, "load-only", Map.of("rowsPerSecond", 1_000_000L)),
                row("microstream", "paper", "paper-1ch", 1, "store", Map.of("checksumOk", true, "diskBytes", 3L << 20)),
                row("microstream", "paper", "paper-2ch", 2, "store", Map.of("checksumOk", true)),
                row("microstream", "tuned", "tuned-1ch", 1, "store", Map.of("checksumOk", true)),
                row("jdbc", "tuned", "tuned", null, "store", Map.of("checksumOk", true, "walBytes", 5L << 20, "serverProfile", "tuned")),
                row("hibernate", "paper", "paper", null, "store", Map.of("checksumOk", false)));
        rows.get(5).cell().fail("verification failed: rows: 1 instead of 2 (-1)");
        String table = WriteSummaryTable.render(rows);

        assertThat(table.lines().findFirst().orElseThrow()).contains("backend", "variant", "ch", "server", "median s", "open s", "work s", "close s",
                "min-max s", "rows/s", "x load-only", "live heap MB", "disk MB", "WAL MB", "proof", "study s");
        assertThat(line(table, "CSV load only", "baseline")).contains("1,000,000", "rows ok", "7.8");
        assertThat(line(table, "MicroStream", "paper-1ch")).contains("digest ok", "77.0");
        assertThat(line(table, "MicroStream", "paper-2ch")).doesNotContain("77.0").doesNotContain("47.0");
        assertThat(line(table, "MicroStream", "tuned-1ch")).doesNotContain("77.0");
        assertThat(line(table, "JDBC", "tuned")).contains("digest ok", "5", " tuned ").doesNotContain("101.8");
        assertThat(line(table, "Hibernate", "paper")).contains("FAILED", "123.5");
        assertThat(table).contains("study s = " + StudyFigures.get().citation(), "in runs of the study's 2,821,515 trips only");
    }

    @Test
    void aRunSmallerThanTheStudysShowsNoStudyFigure() {
        String table = WriteSummaryTable.render(List.of(
                row("csv", "baseline", "baseline", null, "load-only", Map.of(), 50_000),
                row("microstream", "paper", "paper-1ch", 1, "store", Map.of("checksumOk", true), 50_000)));
        assertThat(line(table, "CSV load only", "baseline")).doesNotContain("7.8");
        assertThat(line(table, "MicroStream", "paper-1ch")).doesNotContain("77.0");
    }

    private static String line(String table, String backend, String variant) {
        return table.lines().filter(l -> l.startsWith(backend + " ") && l.split("\\s{2,}")[1].equals(variant)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + backend + " " + variant + " in\n" + table));
    }
}
