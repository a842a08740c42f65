package persistencebench.generator.taxi;

import com.opencsv.CSVReader;
import com.opencsv.CSVReaderBuilder;
import com.opencsv.exceptions.CsvValidationException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.TripRows;

/**
 * Measures parse-and-map throughput (CSV row → {@link Trip}) of the candidate CSV readers on the
 * generated taxi file, to justify which one {@link TripCsvReader} uses. Not a test: a main.
 *
 * <p>Every candidate maps the same rows with the same rules and feeds a {@link RowDigest} of the trip shape; the
 * program fails if the checksums differ, so faster cannot mean "parsed less".
 *
 * <p>Run: {@code ./mvnw -q -B -pl generator test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=persistencebench.generator.taxi.CsvParserComparison -Dexec.args="[iterations [csv]]"}.
 * Without a csv argument it generates (or reuses) {@code data/taxi/} default dataset, timing the generation.
 */
public final class CsvParserComparison {

    private static final long SEED = 42;

    private CsvParserComparison() {
    }

    /** Arguments: {@code [iterations [csv]]}; 3 iterations on the default generated dataset if absent. */
    public static void main(String[] args) throws Exception {
        if (args.length > 2 || (args.length > 0 && !args[0].matches("[1-9][0-9]{0,2}"))) {
            System.err.println("Usage: CsvParserComparison [iterations (1-999) [csv file, default: the generated "
                    + "data/taxi/ dataset]], got " + Arrays.toString(args));
            System.exit(2);
        }
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Path csv = args.length > 1 ? Path.of(args[1]) : defaultDataset();
        if (!Files.isRegularFile(csv)) {
            System.err.println("No such CSV file: " + csv.toAbsolutePath());
            System.exit(2);
        }
        System.out.printf(Locale.ROOT, "File %s (%,d bytes), %d CPUs, JDK %s, 1 warm-up + %d measured runs each%n",
                csv, Files.size(csv), Runtime.getRuntime().availableProcessors(), Runtime.version(), iterations);

        Map<String, Candidate> parseOnly = new LinkedHashMap<>();
        parseOnly.put("opencsv 5.12 CSVReader, parse only", path -> {
            try (CSVReader reader = openCsvRows(path)) {
                return countDataRows(reader);
            }
        });
        parseOnly.put("FastCSV 4.4 CsvRecord, parse only", path -> {
            try (CsvReader<CsvRecord> reader = fastCsvRows(path)) {
                return countDataRows(reader);
            }
        });
        for (Map.Entry<String, Candidate> candidate : parseOnly.entrySet()) {
            measure(candidate.getKey(), candidate.getValue(), csv, iterations);
        }

        Map<String, Candidate> parseAndMap = new LinkedHashMap<>();
        parseAndMap.put("opencsv 5.12 CSVReader + String mapper", CsvParserComparison::openCsv);
        parseAndMap.put("FastCSV 4.4 CsvRecord + String mapper", CsvParserComparison::fastCsv);
        parseAndMap.put("hand-rolled byte parser, 1 thread", CsvParserComparison::handRolledSingleThread);
        parseAndMap.put("TripCsvReader (hand-rolled, parser + consumer thread)", CsvParserComparison::tripCsvReader);
        RowDigest reference = null;
        for (Map.Entry<String, Candidate> candidate : parseAndMap.entrySet()) {
            RowDigest checksum = (RowDigest) measure(candidate.getKey(), candidate.getValue(), csv, iterations);
            if (reference == null) {
                reference = checksum;
            } else if (!checksum.equals(reference)) {
                throw new IllegalStateException(candidate.getKey() + " mapped different trips: "
                        + checksum.describeDifference(reference));
            }
        }
        System.out.println("All candidates produced identical checksums over " + reference.rows() + " trips.");
    }

    /** The cached default dataset; generation is timed when the file does not exist yet. */
    private static Path defaultDataset() throws IOException {
        Path dataDir = Path.of("data");
        Path target = dataDir.resolve("taxi").resolve(TaxiCsvGenerator.fileName(TaxiCsvGenerator.DEFAULT_ROWS, SEED));
        if (!Files.exists(target)) {
            long start = System.nanoTime();
            TaxiCsvGenerator.ensure(dataDir, TaxiCsvGenerator.DEFAULT_ROWS, SEED, rows -> { });
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf(Locale.ROOT, "Generated %,d rows in %.2f s (%,.0f rows/s)%n",
                    TaxiCsvGenerator.DEFAULT_ROWS, seconds, TaxiCsvGenerator.DEFAULT_ROWS / seconds);
        }
        return target;
    }

    /** Runs one warm-up and {@code iterations} measured reads, prints rows/s, returns the last result. */
    private static Object measure(String name, Candidate candidate, Path csv, int iterations) throws Exception {
        candidate.run(csv);
        double[] rowsPerSecond = new double[iterations];
        Object result = null;
        for (int i = 0; i < iterations; i++) {
            long start = System.nanoTime();
            result = candidate.run(csv);
            long rows = result instanceof RowDigest ? ((RowDigest) result).rows() : (Long) result;
            rowsPerSecond[i] = rows / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(rowsPerSecond);
        System.out.printf(Locale.ROOT, "%-55s median %,11.0f rows/s  (min %,11.0f, max %,11.0f)%n",
                name, rowsPerSecond[iterations / 2], rowsPerSecond[0], rowsPerSecond[iterations - 1]);
        return result;
    }

    /** One read of the file; returns a {@link RowDigest} (parse and map) or a {@link Long} row count (parse only). */
    @FunctionalInterface
    private interface Candidate {
        Object run(Path csv) throws Exception;
    }

    private static long countDataRows(Iterable<?> rows) {
        long count = 0;
        for (Object ignored : rows) {
            count++;
        }
        return count - 1; // the header
    }

    private static CSVReader openCsvRows(Path csv) throws IOException {
        return new CSVReaderBuilder(utf8Reader(csv)).build();
    }

    private static CsvReader<CsvRecord> fastCsvRows(Path csv) throws IOException {
        return CsvReader.builder().ofCsvRecord(utf8Reader(csv));
    }

    private static RowDigest openCsv(Path csv) throws IOException, CsvValidationException {
        RowDigest checksum = TripRows.digest();
        try (CSVReader reader = openCsvRows(csv)) {
            reader.skip(1);
            String[] row;
            while ((row = reader.readNext()) != null) {
                String[] fields = row;
                TripRows.add(checksum, checksum.rows() + 1, StringTripMapper.map(i -> fields[i]));
            }
        }
        return checksum;
    }

    private static RowDigest fastCsv(Path csv) throws IOException {
        RowDigest checksum = TripRows.digest();
        try (CsvReader<CsvRecord> reader = fastCsvRows(csv)) {
            boolean header = true;
            for (CsvRecord row : reader) {
                if (header) {
                    header = false;
                    continue;
                }
                TripRows.add(checksum, checksum.rows() + 1, StringTripMapper.map(row::getField));
            }
        }
        return checksum;
    }

    private static RowDigest handRolledSingleThread(Path csv) throws IOException {
        RowDigest checksum = TripRows.digest();
        try (InputStream in = TripFileInput.open(csv)) {
            LineReader lines = new LineReader(in, 1 << 20);
            lines.next(); // header
            TripRowParser parser = new TripRowParser(csv);
            while (lines.next()) {
                TripRows.add(checksum, checksum.rows() + 1, parser.parse(lines.buffer(), lines.start(), lines.end(), lines.lineNumber()));
            }
        }
        return checksum;
    }

    private static RowDigest tripCsvReader(Path csv) throws IOException {
        RowDigest checksum = TripRows.digest();
        new TripCsvReader(csv, BadRowPolicy.FAIL).read(trip -> TripRows.add(checksum, checksum.rows() + 1, trip), rows -> { });
        return checksum;
    }

    private static BufferedReader utf8Reader(Path csv) throws IOException {
        return new BufferedReader(new InputStreamReader(TripFileInput.open(csv), StandardCharsets.UTF_8), 1 << 16);
    }

    /** The mapping a library user would write over string fields, with the rules of {@link TripRowParser}. */
    private static final class StringTripMapper {

        static Trip map(IntFunction<String> field) {
            return new Trip(nullableInt(field.apply(0)), timestamp(field.apply(1)), timestamp(field.apply(2)),
                    nullableInt(field.apply(3)), Double.parseDouble(field.apply(4)), nullableInt(field.apply(5)),
                    flag(field.apply(6)), Integer.parseInt(field.apply(7)), Integer.parseInt(field.apply(8)),
                    nullableInt(field.apply(9)), Double.parseDouble(field.apply(10)), Double.parseDouble(field.apply(11)),
                    Double.parseDouble(field.apply(12)), Double.parseDouble(field.apply(13)),
                    Double.parseDouble(field.apply(14)), Double.parseDouble(field.apply(15)),
                    Double.parseDouble(field.apply(16)), nullableDouble(field.apply(17)));
        }

        private static Integer nullableInt(String s) {
            if (s.isEmpty()) {
                return null;
            }
            int dot = s.indexOf('.');
            return Integer.valueOf(dot < 0 ? s : s.substring(0, dot)); // "1.0" as written by parquet converters
        }

        private static Double nullableDouble(String s) {
            return s.isEmpty() ? null : Double.valueOf(s);
        }

        private static String flag(String s) {
            return s.isEmpty() ? null : s.equals("N") ? "N" : s.equals("Y") ? "Y" : s;
        }

        /** By hand: {@code LocalDateTime.parse(s, formatter)} alone would cap a reader below 1M rows/s. */
        private static LocalDateTime timestamp(String s) {
            if (s.length() != 19) {
                throw new IllegalArgumentException("Not a timestamp: " + s);
            }
            return LocalDateTime.of(number(s, 0, 4), number(s, 5, 7), number(s, 8, 10),
                    number(s, 11, 13), number(s, 14, 16), number(s, 17, 19));
        }

        private static int number(String s, int from, int to) {
            int value = 0;
            for (int i = from; i < to; i++) {
                int d = s.charAt(i) - '0';
                if (d < 0 || d > 9) {
                    throw new IllegalArgumentException("Not a timestamp: " + s);
                }
                value = value * 10 + d;
            }
            return value;
        }
    }
}
