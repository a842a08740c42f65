package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.CsvColumn;

/** A finished run's CSV table: one row per cell, the documented columns, values a CSV reader gets back as written. */
class ResultCsvTest {
    @TempDir
    Path dir;

    @Test
    void aFinishedRunHasOneRowPerCellBesideBothOfItsFiles() throws IOException {
        ResultFileWriter writer = ResultFileWriter.start(dir, "read", Map.of("cpus", 2), Map.of("kind", "bookstore"));
        CellResult concurrent = new CellResult("jdbc", "tuned", "concurrentReads", "hot").put(CellField.THREADS, 2)
                .put(CellField.CONNECTION_MODE, "pool").put(CellField.QUERY, "fast").put(CellField.OPS_PER_SECOND, 1010.0)
                .interval(CellField.GEOMEAN_OPS_PER_SECOND, List.of(900.0, 1000.0, 1100.0));
        writer.add(concurrent);
        // a reason with a comma and quotes: the CSV quotes it, and a reader gets it back whole
        writer.add(new CellResult("mongodb", "tuned", "customersPaged", "cold").skip("no server, \"mongodb.url\" unset"));
        writer.finish();

        assertThat(ResultCsv.besides(writer.file())).exists().hasFileName(writer.file().getFileName().toString().replace(".json", ".csv"));
        List<Map<String, String>> rows = read(ResultCsv.besides(writer.latest()));

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).keySet()).containsExactlyElementsOf(Arrays.stream(CsvColumn.values()).map(CsvColumn::key).toList());
        Map<String, String> first = rows.get(0);
        assertThat(first).containsEntry("kind", "read").containsEntry("id", concurrent.id()).containsEntry("threads", "2")
                .containsEntry("connectionMode", "pool").containsEntry("ciOf", "geomeanOpsPerSecond").containsEntry("ciUnits", "3")
                .containsEntry("opsPerSecond", "1010.0").containsEntry("diskBytes", "");
        double headline = Double.parseDouble(first.get("headline"));
        assertThat(headline).as("the geometric mean of the forks").isCloseTo(Math.cbrt(900.0 * 1000.0 * 1100.0), within(1e-3));
        assertThat(Double.parseDouble(first.get("ciLow"))).isLessThan(headline);
        assertThat(Double.parseDouble(first.get("ciHigh"))).isGreaterThan(headline);
        assertThat(rows.get(1)).containsEntry("id", "mongodb/tuned/customersPaged/cold").containsEntry("ok", "false")
                .containsEntry("skipped", "no server, \"mongodb.url\" unset").containsEntry("headline", "");
    }

    private static List<Map<String, String>> read(Path csv) throws IOException {
        try (MappingIterator<Map<String, String>> rows = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv.toFile())) {
            return rows.readAll();
        }
    }
}
