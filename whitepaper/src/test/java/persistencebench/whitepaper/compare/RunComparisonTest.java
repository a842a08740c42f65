package persistencebench.whitepaper.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.plan.CellClass;
import persistencebench.harness.settings.SettingsException;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.results.Verdict;

/**
 * Two runs compared: what they recorded differently comes first, a cell ten times slower in the second run is called
 * slower, a cell only one run has is listed as such, runs of different data are not set side by side, and the
 * comparison is printed and written as HTML.
 */
class RunComparisonTest {
    private static final double SLOWER = 10;

    @TempDir
    Path first;
    @TempDir
    Path second;

    @Test
    void whatDiffersComesFirstAndACellTenTimesSlowerIsCalledSlower() {
        Fixtures.copy(first, Fixtures.WRITE, Fixtures.READ);
        String[] changed = new String[2];
        Fixtures.alter(second, Fixtures.WRITE, json -> {
            ObjectNode slow = Fixtures.cell(json, "jdbc", "tuned", "store", null);
            changed[0] = slow.get("id").asText();
            scale(slow, SLOWER);
            ObjectNode gone = Fixtures.cell(json, "jdbc", "paper", "store", null);
            changed[1] = gone.get("id").asText();
            remove((ArrayNode) json.get("results"), gone);
            ((ObjectNode) json.get("environment").get("settings")).put("forks", "5");
        });
        Fixtures.copy(second, Fixtures.READ);

        RunComparison comparison = compare();

        assertThat(comparison.differences()).anySatisfy(d -> {
            assertThat(d.what()).isEqualTo("setting forks");
            assertThat(d.second()).isEqualTo("5");
            assertThat(d.runs()).containsExactly("write");
        });
        CellComparison slow = comparison.cells().stream().filter(c -> c.id().equals(changed[0])).findFirst().orElseThrow();
        assertThat(slow.cellClass()).isEqualTo(CellClass.WRITE);
        assertThat(slow.ratio().value()).isCloseTo(SLOWER, org.assertj.core.api.Assertions.within(0.01));
        assertThat(slow.verdict()).isEqualTo(Verdict.HIGHER);
        assertThat(ComparisonTables.verdict(slow)).isEqualTo("B slower");
        assertThat(comparison.onlyInFirst()).containsExactly("write " + changed[1]);
        assertThat(comparison.onlyInSecond()).isEmpty();
        assertThat(comparison.notCompared()).isEmpty();
        // every read cell is in both, unchanged: a ratio of exactly 1
        assertThat(comparison.cells()).filteredOn(c -> c.run().equals("read")).isNotEmpty()
                .allSatisfy(c -> assertThat(c.ratio().value()).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9)));
        assertThat(comparison.summaries()).anySatisfy(s -> {
            assertThat(s.cellClass()).isEqualTo(CellClass.WRITE);
            assertThat(s.slower()).isEqualTo(1);
        });
    }

    @Test
    void runsOfDifferentDataAreNotSetSideBySide() {
        Fixtures.copy(first, Fixtures.WRITE, Fixtures.READ);
        Fixtures.alter(second, Fixtures.WRITE, json -> ((ObjectNode) json.get("dataset")).put("rows", 20_000));
        Fixtures.copy(second, Fixtures.READ);

        RunComparison comparison = compare();

        assertThat(comparison.notCompared()).singleElement().asString()
                .startsWith("the write runs measured different data (A: ").contains("20,000 rows")
                .endsWith("so their cells are not set side by side");
        assertThat(comparison.cells()).isNotEmpty().allSatisfy(c -> assertThat(c.run()).isEqualTo("read"));
    }

    @Test
    void theComparisonIsPrintedWithItsWarningsAndWrittenAsHtml(@TempDir Path report) throws IOException {
        Fixtures.copy(first, Fixtures.WRITE, Fixtures.READ);
        Fixtures.copy(second, Fixtures.READ);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        Path html = CompareRuns.run(first + "," + second, report, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("A = " + first + " (write run of ")
                .contains("Every cell both runs measured:", "By class of cell:", "hot read");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("warning: only " + first + " has a write run" + System.lineSeparator());
        assertThat(html).isRegularFile().hasFileName("compare.html");
        assertThat(Files.readString(html)).contains("Two runs compared", "Every cell both runs measured");
    }

    @Test
    void aSideThatIsNeitherAFileNorAFolderOrOneSideAloneIsRefusedSayingWhatToName() {
        assertThatThrownBy(() -> CompareRuns.run("results", first, System.out, System.err)).isInstanceOf(SettingsException.class)
                .hasMessageContaining("name two runs as A,B");
        assertThatThrownBy(() -> CompareRuns.run(first + ",no-such-folder", first, System.out, System.err))
                .isInstanceOf(SettingsException.class).hasMessageContaining("no-such-folder is neither a result file nor a folder");
    }

    @Test
    void aResultFileIsReadOnItsOwnUnderAnyName() throws IOException {
        Fixtures.copy(first, Fixtures.WRITE);
        Path renamed = Files.move(first.resolve(Fixtures.WRITE), first.resolve("write-20261207T203612Z.json"));

        RunSource side = RunSource.load(renamed.toString(), new ResultsLoader());

        assertThat(side.results().write()).isPresent();
        assertThat(side.results().read()).isEmpty();
    }

    private RunComparison compare() {
        ResultsLoader loader = new ResultsLoader();
        return RunComparison.of(new RunSource("A", loader.load(first)), new RunSource("B", loader.load(second)));
    }

    /** Every time of {@code cell} (its samples, statistics and interval) multiplied by {@code factor}, its rate divided. */
    private static void scale(ObjectNode cell, double factor) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = cell.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            boolean time = field.getKey().endsWith("Millis") || field.getKey().equals("ci95");
            if (time && field.getValue().isNumber()) {
                cell.put(field.getKey(), field.getValue().asDouble() * factor);
            } else if (time && field.getValue().isArray()) {
                ArrayNode values = (ArrayNode) field.getValue();
                for (int i = 0; i < values.size(); i++) {
                    values.set(i, DoubleNode.valueOf(values.get(i).asDouble() * factor));
                }
            }
        }
        if (cell.hasNonNull("rowsPerSecond")) {
            cell.put("rowsPerSecond", cell.get("rowsPerSecond").asDouble() / factor);
        }
    }

    private static void remove(ArrayNode cells, JsonNode cell) {
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i) == cell) {
                cells.remove(i);
                return;
            }
        }
    }
}
