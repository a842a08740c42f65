package persistencebench.whitepaper.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.TopField;

/**
 * Reads {@code write-latest.json}, {@code read-latest.json} and a scaling study's {@code scaling-latest.json} from a
 * results directory, each plain or compressed ({@link ResultFileSource}), and refuses, all at once, every file that is
 * malformed, not of the {@link FormatVersion} this white paper reads, holds an impossible figure ({@link FigureCheck}:
 * the one place figures are checked, before any section reads them) or fails its checks ({@link ResultFileValidator},
 * {@link ScalingFileReader}).
 */
public final class ResultsLoader {

    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final ResultFileValidator validator = new ResultFileValidator();
    private final ScalingFileReader scalingReader = new ScalingFileReader(mapper);

    /**
     * Loads whichever of the three result files exist: a scaling study's alone is enough.
     *
     * @throws NoResultFilesException when none exists
     * @throws RefusedResultFileException when any existing file must not be used
     */
    public AvailableResults load(Path resultsDir) {
        Map<BenchmarkKind, BenchmarkRun> runs = new EnumMap<>(BenchmarkKind.class);
        Map<Path, List<String>> refused = new LinkedHashMap<>();
        Map<Path, String> commands = new LinkedHashMap<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            Optional<Path> found = ResultFileSource.find(resultsDir, kind.latestFileName());
            if (found.isEmpty()) {
                continue;
            }
            Path file = found.get();
            commands.put(file, kind.command());
            try {
                run(kind, file, ResultFileSource.readTree(mapper, file), runs, refused);
            } catch (IOException | IllegalArgumentException e) {
                refused.put(file, List.of(unreadable(e)));
            }
        }
        Optional<ScalingRun> scaling = loadScaling(resultsDir, refused, commands);
        if (commands.isEmpty()) {
            throw new NoResultFilesException(resultsDir);
        }
        if (!refused.isEmpty()) {
            throw new RefusedResultFileException(refused, commands);
        }
        return new AvailableResults(resultsDir, Optional.ofNullable(runs.get(BenchmarkKind.WRITE)),
                Optional.ofNullable(runs.get(BenchmarkKind.READ)), scaling);
    }

    /**
     * Loads the one result file {@code file} (a write or a read run, plain or compressed, under any name), its kind read from
     * its {@code benchmark} field, with every check {@link #load} makes.
     *
     * @throws RefusedResultFileException when the file must not be used
     */
    public AvailableResults loadFile(Path file) {
        Map<BenchmarkKind, BenchmarkRun> runs = new EnumMap<>(BenchmarkKind.class);
        Map<Path, List<String>> refused = new LinkedHashMap<>();
        Map<Path, String> commands = new LinkedHashMap<>();
        commands.put(file, "the program that wrote it (" + BenchmarkKind.WRITE.command() + ", or " + BenchmarkKind.READ.command() + ")");
        try {
            JsonNode root = ResultFileSource.readTree(mapper, file);
            String id = root.path(TopField.BENCHMARK.key()).asText("");
            Optional<BenchmarkKind> kind = Arrays.stream(BenchmarkKind.values()).filter(k -> k.id().equals(id)).findFirst();
            if (kind.isPresent()) {
                commands.put(file, kind.get().command());
                run(kind.get(), file, root, runs, refused);
            } else {
                refused.put(file, List.of("not the result file of a write or read run: its \"" + TopField.BENCHMARK.key() + "\" is \"" + id + "\""));
            }
        } catch (IOException | IllegalArgumentException e) {
            refused.put(file, List.of(unreadable(e)));
        }
        if (!refused.isEmpty()) {
            throw new RefusedResultFileException(refused, commands);
        }
        return new AvailableResults(file.toAbsolutePath().getParent(), Optional.ofNullable(runs.get(BenchmarkKind.WRITE)),
                Optional.ofNullable(runs.get(BenchmarkKind.READ)), Optional.empty());
    }

    /** Checks the run of {@code kind} in {@code file}, whose JSON is {@code root}: into {@code runs} if it may be used, else its problems into {@code refused}. */
    private void run(BenchmarkKind kind, Path file, JsonNode root, Map<BenchmarkKind, BenchmarkRun> runs, Map<Path, List<String>> refused)
            throws IOException {
        Optional<String> format = FormatVersion.refusal(root, file, kind.command());
        if (format.isPresent()) {
            refused.put(file, List.of(format.get()));
            return;
        }
        List<String> figures = FigureCheck.ofRun(file.getFileName().toString(), root);
        if (!figures.isEmpty()) {
            refused.put(file, figures);
            return;
        }
        LoadedResultFile content = mapper.treeToValue(withConcurrentReadsApart(root), LoadedResultFile.class);
        List<String> problems = validator.problems(kind, content);
        if (problems.isEmpty()) {
            runs.put(kind, new BenchmarkRun(kind, file, content));
        } else {
            refused.put(file, problems);
        }
    }

    /** The scaling study's file, if it exists and may be used; its problems go to {@code refused}. */
    private Optional<ScalingRun> loadScaling(Path resultsDir, Map<Path, List<String>> refused, Map<Path, String> commands) {
        Optional<Path> found = ResultFileSource.find(resultsDir, ScalingRun.LATEST_FILE_NAME);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Path file = found.get();
        commands.put(file, ScalingRun.COMMAND);
        try {
            JsonNode root = ResultFileSource.readTree(mapper, file);
            Optional<String> format = FormatVersion.refusal(root, file, ScalingRun.COMMAND);
            if (format.isPresent()) {
                refused.put(file, List.of(format.get()));
                return Optional.empty();
            }
            List<String> figures = FigureCheck.ofScaling(file.getFileName().toString(), root);
            if (!figures.isEmpty()) {
                refused.put(file, figures);
                return Optional.empty();
            }
            ScalingFileReader.Outcome outcome = scalingReader.read(file, resultsDir, root);
            if (!outcome.problems().isEmpty()) {
                refused.put(file, outcome.problems());
            }
            return Optional.ofNullable(outcome.run());
        } catch (IOException | IllegalArgumentException e) {
            refused.put(file, List.of(unreadable(e)));
            return Optional.empty();
        }
    }

    /** Why a file that cannot be parsed, or whose content is not of the documented shape, is refused: one line. */
    private static String unreadable(Exception e) {
        if (e instanceof JsonProcessingException json) {
            return "not a valid result file: " + json.getOriginalMessage() + (json.getLocation() == null ? ""
                    : " at line " + json.getLocation().getLineNr() + ", column " + json.getLocation().getColumnNr());
        }
        return e instanceof IOException ? "cannot be read: " + e : "not a valid result file: " + e.getMessage();
    }

    /**
     * Moves the {@code concurrentReads} cells out of {@code results} into a list of their own: they carry throughput
     * and percentiles, not the samples every other cell must have.
     */
    private static JsonNode withConcurrentReadsApart(JsonNode root) {
        if (root instanceof ObjectNode object && object.get(TopField.RESULTS.key()) instanceof ArrayNode results) {
            ArrayNode others = object.arrayNode();
            ArrayNode concurrent = object.arrayNode();
            results.forEach(cell -> (ConcurrentReadCell.PHASE.equals(cell.path(CellField.PHASE.key()).asText()) ? concurrent : others)
                    .add(cell));
            object.set(TopField.RESULTS.key(), others);
            object.set("concurrentReads", concurrent);
        }
        return root;
    }
}
