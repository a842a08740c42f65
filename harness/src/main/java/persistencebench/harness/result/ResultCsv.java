package persistencebench.harness.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import persistencebench.harness.files.AtomicFile;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.CsvColumn;
import persistencebench.harness.resultformat.TopField;

/**
 * The flat CSV table of result files ({@code docs/result-files.md}, "The CSV table"): one row per cell, the columns of
 * {@link CsvColumn} with a header, written by Jackson's CSV module (RFC 4180 quoting) so a spreadsheet or pandas reads it
 * as it is. It reads the JSON files themselves, so a run, an edition and an older file give the same table.
 */
public final class ResultCsv {
    /** The table's file name extension. */
    public static final String EXTENSION = ".csv";
    private static final CsvMapper MAPPER = new CsvMapper();
    private static final CsvSchema SCHEMA = schema();

    private ResultCsv() {
    }

    /** {@code results/read-20261206T215829Z.csv} beside {@code results/read-20261206T215829Z.json}. */
    public static Path besides(Path json) {
        String name = json.getFileName().toString();
        return json.resolveSibling((name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name) + EXTENSION);
    }

    /**
     * Writes the cells of the result files {@code files} (JSON, or gzip-compressed JSON named {@code .gz}), in order, into
     * {@code csv} (a temp file moved into place).
     */
    public static void write(List<Path> files, Path csv) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Path file : files) {
            try (InputStream in = open(file)) {
                rows.addAll(rows(Json.mapper().readTree(in)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the result file " + file + " for its CSV table", e);
            }
        }
        try {
            AtomicFile.replace(csv, tmp -> {
                try (SequenceWriter out = MAPPER.writer(SCHEMA).writeValues(tmp.toFile())) {
                    out.writeAll(rows);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the CSV table " + csv, e);
        }
    }

    /** The file's JSON, decompressed where its name ends in {@code .gz} (an edition's copy). */
    private static InputStream open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in) : in;
    }

    /** One row per cell of the result file {@code file}: each column's value, null where the cell has none. */
    static List<Map<String, Object>> rows(JsonNode file) {
        String kind = file.path(TopField.BENCHMARK.key()).asText(null);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (JsonNode cell : file.path(TopField.RESULTS.key())) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (CsvColumn column : CsvColumn.values()) {
                row.put(column.key(), value(column, kind, cell));
            }
            rows.add(row);
        }
        return rows;
    }

    private static Object value(CsvColumn column, String kind, JsonNode cell) {
        return switch (column) {
            case KIND -> kind;
            case HEADLINE -> scalar(cell.path(cell.path(CellField.CI_OF.key()).asText("")));
            case CI_LOW -> scalar(cell.path(CellField.CI95.key()).path(0));
            case CI_HIGH -> scalar(cell.path(CellField.CI95.key()).path(1));
            default -> scalar(cell.path(column.source().orElseThrow().key()));
        };
    }

    /** A number, a boolean or a text as it is; null for a missing field, a null, a list or an object. */
    private static Object scalar(JsonNode node) {
        if (node.isMissingNode() || node.isNull() || node.isContainerNode()) {
            return null;
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        return node.isBoolean() ? node.booleanValue() : node.asText();
    }

    private static CsvSchema schema() {
        CsvSchema.Builder builder = CsvSchema.builder();
        for (CsvColumn column : CsvColumn.values()) {
            builder.addColumn(column.key());
        }
        return builder.setUseHeader(true).build();
    }
}
