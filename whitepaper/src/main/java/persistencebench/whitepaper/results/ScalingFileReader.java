package persistencebench.whitepaper.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.resultformat.TopField;

/**
 * Reads a scaling study's file ({@code docs/result-files.md}, "The scaling file") by the harness's field names
 * ({@link ScalingField}, {@link CellField}, {@link TopField}) and lists why it must not be used: another benchmark's
 * file, an unfinished study, no start or environment, no steps, a step or point of an unknown case, a point without its
 * contestant, size or step. The steps' own result files add labels, colours and floors ({@link StepFiles}).
 */
final class ScalingFileReader {

    /** What a scaling file's {@code benchmark} says. */
    static final String BENCHMARK = "scaling";

    private final ObjectMapper mapper;

    ScalingFileReader(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The study, or the problems that refuse it (never both). */
    record Outcome(ScalingRun run, List<String> problems) {
    }

    /**
     * The study {@code root} holds, read from {@code file} in {@code resultsDir}.
     *
     * @throws JsonProcessingException when its publication or environment is not of the documented shape
     */
    Outcome read(Path file, Path resultsDir, JsonNode root) throws JsonProcessingException {
        List<String> problems = new ArrayList<>();
        String benchmark = text(root, TopField.BENCHMARK.key());
        if (!BENCHMARK.equals(benchmark)) {
            problems.add("\"" + TopField.BENCHMARK.key() + "\" is " + quoted(benchmark) + " but this file must hold the \"" + BENCHMARK + "\" study");
        }
        if (!root.path(TopField.FINISHED.key()).asBoolean(false)) {
            problems.add("unfinished: \"" + TopField.FINISHED.key() + "\" is " + root.path(TopField.FINISHED.key())
                    + " — the study was interrupted or is still running");
        }
        Instant startedAt = startedAt(root, problems);
        if (!root.path(TopField.ENVIRONMENT.key()).isObject()) {
            problems.add("\"" + TopField.ENVIRONMENT.key() + "\" is missing, so the numbers cannot be attributed to a machine");
        }
        List<ScalingStep> steps = steps(root, problems);
        List<ScalingPoint> points = points(root, steps, problems);
        StepFiles stepFiles = StepFiles.read(resultsDir, steps, mapper);
        problems.addAll(stepFiles.problems());
        if (!problems.isEmpty()) {
            return new Outcome(null, problems);
        }
        return new Outcome(new ScalingRun(file.getFileName().toString(), startedAt,
                mapper.treeToValue(root.get(TopField.PUBLICATION.key()), Publication.class),
                mapper.treeToValue(root.get(TopField.ENVIRONMENT.key()), Environment.class), steps, points, memoryWall(root),
                stepFiles.catalogue(), stepFiles.floorIds()), List.of());
    }

    private static Instant startedAt(JsonNode root, List<String> problems) {
        String text = text(root, TopField.STARTED_AT.key());
        if (text == null) {
            problems.add("\"" + TopField.STARTED_AT.key() + "\" is missing");
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            problems.add("\"" + TopField.STARTED_AT.key() + "\" is \"" + text + "\", not an ISO-8601 instant like 2026-11-21T10:00:00Z");
            return null;
        }
    }

    private static List<ScalingStep> steps(JsonNode root, List<String> problems) {
        List<ScalingStep> steps = new ArrayList<>();
        for (JsonNode node : root.path(ScalingField.STEPS.key())) {
            String name = text(node, ScalingField.STEP.key());
            ScalingCase scalingCase = scalingCase(node, "step " + name, problems);
            if (name == null) {
                problems.add("a step lacks its \"" + ScalingField.STEP.key() + "\" name");
            }
            steps.add(new ScalingStep(name, scalingCase, text(node, ScalingField.SIZE.key()), number(node, ScalingField.ROWS.key()),
                    text(node, ScalingField.HEAP.key()), text(node, ScalingField.FILE.key()), text(node, ScalingField.OUTCOME.key()),
                    text(node, ScalingField.REASON.key()), node.path(ScalingField.WALL_SECONDS.key()).asLong()));
        }
        if (steps.isEmpty()) {
            problems.add("\"" + ScalingField.STEPS.key() + "\" is empty: the study ran nothing");
        }
        return steps;
    }

    private static List<ScalingPoint> points(JsonNode root, List<ScalingStep> steps, List<String> problems) {
        Set<String> stepNames = new HashSet<>();
        steps.forEach(step -> stepNames.add(step.step()));
        List<ScalingPoint> points = new ArrayList<>();
        for (JsonNode node : root.path(ScalingField.POINTS.key())) {
            String step = text(node, ScalingField.STEP.key());
            String name = "point " + text(node, CellField.ID.key()) + " of step " + step;
            ScalingCase scalingCase = scalingCase(node, name, problems);
            if (!stepNames.contains(step)) {
                problems.add(name + ": no such step in \"" + ScalingField.STEPS.key() + "\"");
            }
            if (text(node, CellField.BACKEND.key()) == null || text(node, CellField.VARIANT.key()) == null) {
                problems.add(name + " lacks a backend or variant");
            }
            long scale = node.path(ScalingField.SCALE.key()).asLong();
            if (scale <= 0) {
                problems.add(name + " has no \"" + ScalingField.SCALE.key() + "\" (the dataset size as a number)");
            }
            points.add(new ScalingPoint(step, scalingCase, text(node, ScalingField.SIZE.key()), scale, text(node, ScalingField.HEAP.key()),
                    text(node, CellField.ID.key()), text(node, CellField.BACKEND.key()), text(node, CellField.VARIANT.key()),
                    text(node, CellField.DATABASE.key()), text(node, CellField.PHASE.key()), text(node, CellField.TEMPERATURE.key()),
                    bool(node, CellField.OK.key()), text(node, CellField.FAILURE.key()), text(node, CellField.SKIPPED.key()),
                    decimal(node, CellField.MEDIAN_MILLIS.key()), decimals(node, CellField.CI95.key()),
                    node.hasNonNull(CellField.CI_UNITS.key()) ? node.get(CellField.CI_UNITS.key()).asInt() : null,
                    text(node, CellField.CI_OF.key()),
                    number(node, CellField.LIVE_HEAP_BYTES.key()), number(node, CellField.RESIDENT_BYTES.key()),
                    number(node, CellField.SERVER_RESIDENT_BYTES.key()), number(node, CellField.PEAK_HEAP_BYTES.key()),
                    number(node, CellField.MAX_HEAP_BYTES.key()), number(node, CellField.ROWS_STORED.key()),
                    bool(node, CellField.CHECKSUM_OK.key()), decimal(node, ScalingField.BYTES_PER_ROW.key())));
        }
        return points;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    private static List<MemoryWallEntry> memoryWall(JsonNode root) {
        List<MemoryWallEntry> wall = new ArrayList<>();
        for (JsonNode node : root.path(ScalingField.MEMORY_WALL.key())) {
            wall.add(new MemoryWallEntry(text(node, CellField.BACKEND.key()), text(node, CellField.VARIANT.key()),
                    text(node, ScalingField.HEAP.key()), text(node, ScalingField.LARGEST_ANSWERED.key()),
                    text(node, ScalingField.FIRST_FAILED.key()), text(node, CellField.FAILURE.key()),
                    texts(node.path(ScalingField.DECIDED_BY.key()))));
        }
        return wall;
    }

    private static ScalingCase scalingCase(JsonNode node, String name, List<String> problems) {
        String id = text(node, ScalingField.CASE.key());
        ScalingCase scalingCase = ScalingCase.of(id).orElse(null);
        if (scalingCase == null) {
            problems.add(name + ": \"" + ScalingField.CASE.key() + "\" is " + quoted(id) + ", none of "
                    + Arrays.stream(ScalingCase.values()).map(ScalingCase::id).collect(Collectors.joining(", ")));
        }
        return scalingCase;
    }

    private static String text(JsonNode node, String key) {
        JsonNode value = node.get(key);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static Long number(JsonNode node, String key) {
        return node.hasNonNull(key) ? node.get(key).asLong() : null;
    }

    private static Double decimal(JsonNode node, String key) {
        return node.hasNonNull(key) ? node.get(key).asDouble() : null;
    }

    private static Boolean bool(JsonNode node, String key) {
        return node.hasNonNull(key) ? node.get(key).asBoolean() : null;
    }

    private static List<Double> decimals(JsonNode node, String key) {
        List<Double> values = new ArrayList<>();
        node.path(key).forEach(value -> values.add(value.asDouble()));
        return values;
    }

    private static String quoted(String text) {
        return text == null ? "missing" : "\"" + text + "\"";
    }
}
