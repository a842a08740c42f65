package persistencebench.whitepaper.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.whitepaper.Fixtures;

/** Each impossible figure, planted in a copy of a fixture, refuses the file in one line naming the file, the cell and the field. */
class FigureCheckTest {
    private static final String STORE = "jdbc/tuned@postgresql/store";

    @TempDir
    Path dir;

    private final ResultsLoader loader = new ResultsLoader();

    @Test
    void aNegativeTimeIsRefused() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> jdbcTunedStore(json).put(CellField.MEDIAN_MILLIS.key(), -5.0));

        assertThat(problems(file)).containsExactly("write-latest.json, cell " + STORE + ", \"medianMillis\" is -5.0: a time is a"
                + " finite number of 0 or more");
    }

    @Test
    void aNegativeRowCountIsRefused() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> jdbcTunedStore(json).put(CellField.ROWS_STORED.key(), -3));

        assertThat(problems(file)).containsExactly("write-latest.json, cell " + STORE + ", \"rowsStored\" is -3: a count is a whole"
                + " number of 0 or more");
    }

    @Test
    void figuresThatCannotAllBeTrueAreRefused() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode cell = jdbcTunedStore(json);
            cell.put(CellField.MEDIAN_MILLIS.key(), cell.get(CellField.MAX_MILLIS.key()).asDouble() * 2);
            cell.put(CellField.ROWS_STORED.key(), cell.get(CellField.ROWS_EXPECTED.key()).asLong() + 1);
            cell.put(CellField.MAX_HEAP_BYTES.key(), 1L << 50);
            ((ArrayNode) cell.get(CellField.SAMPLES_MILLIS.key())).set(0, 1e12);
        });

        assertThat(problems(file)).hasSize(4).allSatisfy(line -> assertThat(line).startsWith("write-latest.json, cell " + STORE + ", "))
                .anySatisfy(line -> assertThat(line).contains("\"medianMillis\"", "lies between their minMillis"))
                .anySatisfy(line -> assertThat(line).contains("\"rowsStored\"", "more than the rows it was to store, rowsExpected"))
                .anySatisfy(line -> assertThat(line).contains("\"maxHeapBytes\" is 1125899906842624: more than the machine's memory"))
                .anySatisfy(line -> assertThat(line).contains("\"samplesMillis\" is 1.0E12: a sample cannot outlast its run, which took"
                        + " 2400000 ms"));
    }

    @Test
    void aPercentileOfAHistogramOfThreeSignificantDigitsMayLieThatFarOutsideTheSamplesRange() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> jdbcTunedStore(json).put(CellField.MIN_MILLIS.key(), 1225.626)
                .put(CellField.P90_MILLIS.key(), 1225.0).put(CellField.MEDIAN_MILLIS.key(), 1225.626).put(CellField.MEAN_MILLIS.key(), 1225.626)
                .put(CellField.MAX_MILLIS.key(), 1225.626).put(CellField.P99_MILLIS.key(), 1225.0));

        assertThat(file).exists();
        org.assertj.core.api.Assertions.assertThatCode(() -> loader.load(dir)).doesNotThrowAnyException();
    }

    @Test
    void eachImpossibleFigureOfAFileIsALineOfItsOwn() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> {
            ObjectNode cell = jdbcTunedStore(json);
            ((ArrayNode) cell.get(CellField.SAMPLES_MILLIS.key())).set(1, -1.5);
            cell.put(CellField.ROWS_PER_SECOND.key(), Double.POSITIVE_INFINITY);
            cell.put(CellField.PEAK_HEAP_BYTES.key(), 1.5);
            cell.put(CellField.CPU_MILLIS.key(), "fast");
            cell.putArray(CellField.CI95.key()).add(9.0).add(8.0);
            cell.putObject(CellField.READ_BACK.key()).putObject("pointUniform").put("p99Micros", -2);
            json.withObjectProperty("dataset").put(DatasetField.ROWS.key(), -1);
            json.withObjectProperty("environment").put(EnvironmentField.HOST_MEMORY_BYTES.key(), -1024);
            json.withObjectProperty("environment").withObjectProperty(EnvironmentField.EXECUTION.key()).put("forks", -3);
        });

        assertThat(problems(file)).containsExactlyInAnyOrder(
                "write-latest.json, environment, \"hostMemoryBytes\" is -1024: a size in bytes is a whole number of 0 or more",
                "write-latest.json, dataset, \"rows\" is -1: a count is a whole number of 0 or more",
                "write-latest.json, environment, \"execution.forks\" is -3: a time, count, size or rate is a finite number of 0 or more",
                "write-latest.json, cell " + STORE + ", \"samplesMillis[1]\" is -1.5: a time is a finite number of 0 or more",
                "write-latest.json, cell " + STORE + ", \"rowsPerSecond\" is \"Infinity\": a rate is a finite number of 0 or more",
                "write-latest.json, cell " + STORE + ", \"peakHeapBytes\" is 1.5: a size in bytes is a whole number of 0 or more",
                "write-latest.json, cell " + STORE + ", \"cpuMillis\" is \"fast\": a time is a finite number of 0 or more",
                "write-latest.json, cell " + STORE + ", \"ci95\" is [9.0,8.0]: an interval's low bound comes first and is not above"
                        + " its high one",
                "write-latest.json, cell " + STORE + ", \"readBack.pointUniform.p99Micros\" is -2: a time, count, size or rate is a finite"
                        + " number of 0 or more");
    }

    @Test
    void aNegativeResultCountOfAReadCellIsRefused() {
        Path file = Fixtures.alter(dir, Fixtures.READ, json -> Fixtures.cell(json, "microstream", "paper", "customersPaged", "cold")
                .put(CellField.RESULT_COUNT.key(), -300));

        assertThat(problems(file)).containsExactly("read-latest.json, cell microstream/paper/customersPaged/cold, \"resultCount\" is"
                + " -300: a count is a whole number of 0 or more");
    }

    @Test
    void aScalingPointsNegativeFigureIsRefusedNamingItsStep() {
        Path file = Fixtures.alter(dir, Fixtures.SCALING, json -> ((ObjectNode) json.get(ScalingField.POINTS.key()).get(0))
                .put(CellField.LIVE_HEAP_BYTES.key(), -10));

        assertThat(problems(file)).containsExactly("scaling-latest.json, point jdbc/tuned@postgresql/purchasesOfForeigners/hot of step"
                + " read-small, \"liveHeapBytes\" is -10: a size in bytes is a whole number of 0 or more");
    }

    @Test
    void theFixturesHoldNoImpossibleFigure() {
        Fixtures.copy(dir, Fixtures.WRITE, Fixtures.READ, Fixtures.SCALING);

        assertThat(loader.load(dir).runs()).hasSize(2);
    }

    private List<String> problems(Path file) {
        try {
            loader.load(dir);
        } catch (RefusedResultFileException e) {
            return e.problemsByFile().get(file);
        }
        throw new AssertionError("the file was not refused");
    }

    private static ObjectNode jdbcTunedStore(ObjectNode json) {
        return Fixtures.cell(json, "jdbc", "tuned", "store", null);
    }
}
