package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.cli.TerminalText;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.QuietnessField;
import persistencebench.harness.resultformat.ResultField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.resultformat.TopField;

/**
 * The figures of a result file, checked where the loader parses it ({@link ResultsLoader}), before any section reads
 * them: every time, CPU time, count, size in bytes (the heap's too) and rate the white paper reads is a number, finite,
 * and not negative; a count or size is whole; an interval is two such numbers, low first. A figure that is not is
 * impossible (a run never measures {@code -0.005 s} or {@code -3} rows), so the file is refused, one line per figure
 * naming the file, the cell (or the part of the file) and the field. Fields are named by the harness's constants
 * ({@link CellField}, {@link DatasetField}, {@link EnvironmentField}, {@link ScalingField}); an absent or null figure is
 * left to the checks that need it.
 */
final class FigureCheck {

    /** What a figure means, and so which values it may take. */
    private enum Meaning {
        TIME("a time is a finite number of 0 or more", false),
        COUNT("a count is a whole number of 0 or more", true),
        BYTES("a size in bytes is a whole number of 0 or more", true),
        RATE("a rate is a finite number of 0 or more", false),
        /** Per row, per operation: finite, not negative, not necessarily whole. */
        RATIO("a figure per row is a finite number of 0 or more", false),
        /** A part of a whole, such as the share of the machine's CPU time others took. */
        SHARE("a share is a number from 0 to 1", false, 1);

        private final String rule;
        private final boolean whole;
        private final double max;

        Meaning(String rule, boolean whole) {
            this(rule, whole, Double.MAX_VALUE);
        }

        Meaning(String rule, boolean whole, double max) {
            this.rule = rule;
            this.whole = whole;
            this.max = max;
        }
    }

    /** The figures of a cell (and of a scaling point, which keeps a cell's names), a list's items each. */
    private static final Map<CellField, Meaning> CELL = new EnumMap<>(CellField.class);
    /**
     * The parts of a cell whose numbers are all times, counts, sizes or rates (a read-back's and the single operations'
     * latencies, operations and throughput; a drift's throughputs and their ratio; a server's counters' growth).
     */
    private static final List<CellField> ALL_NUMBERS_NOT_NEGATIVE = List.of(CellField.READ_BACK, CellField.SINGLE_OPS,
            CellField.DRIFT, CellField.SERVER_COUNTERS);

    static {
        for (CellField time : List.of(CellField.SAMPLES_MILLIS, CellField.OPEN_SAMPLES_MILLIS, CellField.WORK_SAMPLES_MILLIS,
                CellField.CLOSE_SAMPLES_MILLIS, CellField.WARMUP_SAMPLES_MILLIS, CellField.WARMUP_WORK_SAMPLES_MILLIS,
                CellField.MEDIAN_MILLIS, CellField.MIN_MILLIS, CellField.MAX_MILLIS, CellField.MEAN_MILLIS, CellField.P90_MILLIS,
                CellField.P99_MILLIS, CellField.OPEN_MILLIS, CellField.WORK_MILLIS, CellField.CLOSE_MILLIS,
                CellField.CPU_SAMPLES_MILLIS, CellField.CPU_MILLIS, CellField.SERVER_CPU_SAMPLES_MILLIS, CellField.SERVER_CPU_MILLIS,
                CellField.CPU_MILLIS_PER_OPERATION, CellField.SERVER_CPU_MILLIS_PER_OPERATION, CellField.FORK_OPEN_MILLIS,
                CellField.FORK_OPEN_SAMPLES_MILLIS, CellField.MEAN_MICROS, CellField.P50_MICROS, CellField.P90_MICROS,
                CellField.P99_MICROS, CellField.MAX_MICROS)) {
            CELL.put(time, Meaning.TIME);
        }
        for (CellField count : List.of(CellField.FORKS, CellField.CI_UNITS, CellField.SAMPLES_FORK, CellField.SAMPLES_PLANNED,
                CellField.ROWS_EXPECTED, CellField.BAD_ROWS_SKIPPED, CellField.ROWS_STORED, CellField.RESULT_COUNT,
                CellField.RESULT_COUNTS_PER_QUERY, CellField.QUERIES_PER_SAMPLE, CellField.JDBC_STATEMENTS, CellField.CHANNELS,
                CellField.THREADS, CellField.OPERATIONS, CellField.MEASURED_OPERATIONS, CellField.WARMUP_OPERATIONS_PER_CONNECTION,
                CellField.CPUS)) {
            CELL.put(count, Meaning.COUNT);
        }
        for (CellField bytes : List.of(CellField.LIVE_HEAP_SAMPLES_BYTES, CellField.LIVE_HEAP_BYTES, CellField.PEAK_HEAP_BYTES,
                CellField.MAX_HEAP_BYTES, CellField.RESIDENT_SAMPLES_BYTES, CellField.RESIDENT_BYTES,
                CellField.SERVER_RESIDENT_SAMPLES_BYTES, CellField.SERVER_RESIDENT_BYTES, CellField.DISK_BYTES, CellField.WAL_BYTES)) {
            CELL.put(bytes, Meaning.BYTES);
        }
        for (CellField rate : List.of(CellField.ROWS_PER_SECOND, CellField.OPS_PER_SECOND, CellField.OPS_PER_SECOND_RANGE,
                CellField.HARNESS_CEILING_OPS_PER_SECOND)) {
            CELL.put(rate, Meaning.RATE);
        }
    }

    /** The figures are rounded to three decimals: a statistic may lie that much outside its samples' range. */
    private static final double ROUNDING = 0.001;
    /**
     * The percentiles come from an HdrHistogram of three significant digits ({@code SampleStatistics}): one may lie that
     * share of the range's end outside it (a p99 of 1225.0 beside a minimum of 1225.626 in a real run).
     */
    private static final double HISTOGRAM_PRECISION = 0.001;
    /** {@code startedAt} and {@code finishedAt} are whole seconds. */
    private static final double RUN_CLOCK_SLACK_MILLIS = 2_000;

    private final String fileName;
    private final List<String> problems = new ArrayList<>();

    private FigureCheck(String fileName) {
        this.fileName = fileName;
    }

    /** Every impossible figure of a write or read file whose JSON is {@code root}, one line each; empty when there is none. */
    static List<String> ofRun(String fileName, JsonNode root) {
        FigureCheck check = new FigureCheck(fileName);
        check.environment(root.path(TopField.ENVIRONMENT.key()));
        JsonNode dataset = root.path(TopField.DATASET.key());
        check.figure("dataset", DatasetField.ROWS, dataset.path(DatasetField.ROWS.key()), Meaning.COUNT);
        check.figure("dataset", DatasetField.BAD_ROWS_SKIPPED, dataset.path(DatasetField.BAD_ROWS_SKIPPED.key()), Meaning.COUNT);
        dataset.path(DatasetField.COUNTS.key()).fields().forEachRemaining(count ->
                check.figure("dataset", DatasetField.COUNTS.key() + "." + count.getKey(), count.getValue(), Meaning.COUNT));
        check.quietness(root.path(TopField.QUIETNESS.key()));
        JsonNode hostMemory = root.path(TopField.ENVIRONMENT.key()).path(EnvironmentField.HOST_MEMORY_BYTES.key());
        Double runMillis = runMillis(root);
        for (JsonNode cell : root.path(TopField.RESULTS.key())) {
            String where = "cell " + cellId(cell);
            check.cell(where, cell);
            if (check.problems.isEmpty()) {
                check.consistent(where, cell, hostMemory, runMillis);
            }
        }
        return check.problems;
    }

    /** The run's wall time from its start to its finish in milliseconds, pauses included; null when it does not say. */
    private static Double runMillis(JsonNode root) {
        try {
            return (double) java.time.Duration.between(java.time.Instant.parse(root.path(TopField.STARTED_AT.key()).asText()),
                    java.time.Instant.parse(root.path(TopField.FINISHED_AT.key()).asText())).toMillis();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * Figures of one cell that each look possible but cannot all be true: a statistic outside its samples' range, more
     * rows stored than expected, a JVM's heap limit above the machine's memory, a sample longer than its whole run. (A
     * peak heap is not held to the JVM's limit: the used heap a collector reports can pass what it reports as the maximum.)
     */
    private void consistent(String where, JsonNode cell, JsonNode hostMemory, Double runMillis) {
        JsonNode min = cell.path(CellField.MIN_MILLIS.key());
        JsonNode max = cell.path(CellField.MAX_MILLIS.key());
        for (CellField statistic : List.of(CellField.MEDIAN_MILLIS, CellField.MEAN_MILLIS, CellField.P90_MILLIS, CellField.P99_MILLIS)) {
            JsonNode value = cell.path(statistic.key());
            double slack = ROUNDING + HISTOGRAM_PRECISION * Math.abs(max.asDouble());
            if (value.isNumber() && min.isNumber() && max.isNumber()
                    && (value.asDouble() < min.asDouble() - slack || value.asDouble() > max.asDouble() + slack)) {
                problems.add(line(where, statistic.key(), value) + ": a statistic of the samples lies between their minMillis ("
                        + min + ") and maxMillis (" + max + ")");
            }
        }
        atMost(where, cell, CellField.ROWS_STORED, cell.path(CellField.ROWS_EXPECTED.key()), "the rows it was to store, rowsExpected");
        atMost(where, cell, CellField.MAX_HEAP_BYTES, hostMemory, "the machine's memory, environment.hostMemoryBytes");
        if (runMillis != null) {
            JsonNode longest = max.isNumber() ? max : null;
            for (JsonNode sample : cell.path(CellField.SAMPLES_MILLIS.key())) {
                if (sample.isNumber() && (longest == null || sample.asDouble() > longest.asDouble())) {
                    longest = sample;
                }
            }
            if (longest != null && longest.asDouble() > runMillis + RUN_CLOCK_SLACK_MILLIS) {
                problems.add(line(where, CellField.SAMPLES_MILLIS.key(), longest) + ": a sample cannot outlast its run, which took "
                        + Math.round(runMillis) + " ms from startedAt to finishedAt");
            }
        }
    }

    private void atMost(String where, JsonNode cell, CellField field, JsonNode bound, String what) {
        JsonNode value = cell.path(field.key());
        if (value.isNumber() && bound.isNumber() && value.asDouble() > bound.asDouble()) {
            problems.add(line(where, field.key(), value) + ": more than " + what + " (" + bound + ")");
        }
    }

    /** Others' shares of the machine, and the samples they are over. */
    private void quietness(JsonNode quietness) {
        String where = TopField.QUIETNESS.key();
        for (QuietnessField share : List.of(QuietnessField.OTHER_CPU_SHARE, QuietnessField.STEAL_SHARE, QuietnessField.LIMIT,
                QuietnessField.BUSIEST_CELL_SHARE)) {
            figure(where, share, quietness.path(share.key()), Meaning.SHARE);
        }
        figure(where, QuietnessField.SAMPLES, quietness.path(QuietnessField.SAMPLES.key()), Meaning.COUNT);
        figure(where, QuietnessField.SAMPLE_SECONDS, quietness.path(QuietnessField.SAMPLE_SECONDS.key()), Meaning.TIME);
        figure(where, QuietnessField.CPU_MHZ, quietness.path(QuietnessField.CPU_MHZ.key()), Meaning.RATE);
    }

    /** Every impossible figure of a scaling study's file whose JSON is {@code root}, one line each. */
    static List<String> ofScaling(String fileName, JsonNode root) {
        FigureCheck check = new FigureCheck(fileName);
        check.environment(root.path(TopField.ENVIRONMENT.key()));
        for (JsonNode step : root.path(ScalingField.STEPS.key())) {
            String where = "step " + step.path(ScalingField.STEP.key()).asText("(no name)");
            check.figure(where, ScalingField.ROWS, step.path(ScalingField.ROWS.key()), Meaning.COUNT);
            check.figure(where, ScalingField.WALL_SECONDS, step.path(ScalingField.WALL_SECONDS.key()), Meaning.TIME);
        }
        for (JsonNode point : root.path(ScalingField.POINTS.key())) {
            String where = "point " + cellId(point) + " of step " + point.path(ScalingField.STEP.key()).asText("(none)");
            check.cell(where, point);
            check.figure(where, ScalingField.SCALE, point.path(ScalingField.SCALE.key()), Meaning.COUNT);
            check.figure(where, ScalingField.BYTES_PER_ROW, point.path(ScalingField.BYTES_PER_ROW.key()), Meaning.RATIO);
        }
        return check.problems;
    }

    /** The machine's CPUs and memory, and the protocols' numbers ({@code execution}: forks, samples, time boxes). */
    private void environment(JsonNode environment) {
        figure("environment", EnvironmentField.CPUS, environment.path(EnvironmentField.CPUS.key()), Meaning.COUNT);
        figure("environment", EnvironmentField.HOST_MEMORY_BYTES, environment.path(EnvironmentField.HOST_MEMORY_BYTES.key()), Meaning.BYTES);
        numbersIn("environment", EnvironmentField.EXECUTION.key(), environment.path(EnvironmentField.EXECUTION.key()));
    }

    private void cell(String where, JsonNode cell) {
        CELL.forEach((field, meaning) -> figure(where, field, cell.path(field.key()), meaning));
        interval(where, cell.path(CellField.CI95.key()));
        for (CellField part : ALL_NUMBERS_NOT_NEGATIVE) {
            numbersIn(where, part.key(), cell.path(part.key()));
        }
    }

    /** {@code ci95}: two figures of 0 or more, the low one first (an interval of a time or a rate ends at zero). */
    private void interval(String where, JsonNode ci95) {
        if (ci95.isMissingNode() || ci95.isNull()) {
            return;
        }
        String field = CellField.CI95.key();
        if (!ci95.isArray() || ci95.size() != 2) {
            problems.add(line(where, field, ci95) + ": an interval is two numbers, [low, high]");
            return;
        }
        int before = problems.size();
        figure(where, field, ci95, Meaning.TIME.rule.replace("a time", "each bound of an interval"), false, Meaning.TIME.max);
        if (problems.size() == before && ci95.get(0).asDouble() > ci95.get(1).asDouble()) {
            problems.add(line(where, field, ci95) + ": an interval's low bound comes first and is not above its high one");
        }
    }

    /** Every number anywhere in {@code node} (a part of a cell made of times, counts and rates) is finite and not negative. */
    private void numbersIn(String where, String path, JsonNode node) {
        if (node.isContainerNode()) {
            if (node.isArray()) {
                for (int i = 0; i < node.size(); i++) {
                    numbersIn(where, path + "[" + i + "]", node.get(i));
                }
            } else {
                node.fields().forEachRemaining(e -> numbersIn(where, path + "." + e.getKey(), e.getValue()));
            }
        } else if (node.isNumber() && !(Double.isFinite(node.asDouble()) && node.asDouble() >= 0)) {
            problems.add(line(where, path, node) + ": a time, count, size or rate is a finite number of 0 or more");
        }
    }

    private void figure(String where, ResultField field, JsonNode value, Meaning meaning) {
        figure(where, field.key(), value, meaning);
    }

    private void figure(String where, String field, JsonNode value, Meaning meaning) {
        figure(where, field, value, meaning.rule, meaning.whole, meaning.max);
    }

    /** One figure, or each item of a list of them. */
    private void figure(String where, String field, JsonNode value, String rule, boolean whole, double max) {
        if (value.isMissingNode() || value.isNull()) {
            return;
        }
        if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                figure(where, field + "[" + i + "]", value.get(i), rule, whole, max);
            }
            return;
        }
        boolean possible = value.isNumber() && Double.isFinite(value.asDouble()) && value.asDouble() >= 0 && value.asDouble() <= max
                && (!whole || value.canConvertToExactIntegral());
        if (!possible) {
            problems.add(line(where, field, value) + ": " + rule);
        }
    }

    private String line(String where, String field, JsonNode value) {
        return fileName + ", " + where + ", \"" + field + "\" is " + value;
    }

    /** The cell's id as the line may show it: a file's text, so a control character in it is escaped. */
    private static String cellId(JsonNode cell) {
        JsonNode id = cell.get(CellField.ID.key());
        return id == null || id.isNull() ? "(no id)" : TerminalText.line(id.asText());
    }
}
