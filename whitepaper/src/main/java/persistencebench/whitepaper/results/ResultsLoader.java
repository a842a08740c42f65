package persistencebench.whitepaper.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.TopField;

/**
 * Reads {@code write-latest.json} and {@code read-latest.json} from a results directory and refuses, all at once, every
 * file that is malformed, of a {@link FormatVersion} newer than this white paper reads, or fails
 * {@link ResultFileValidator}. A file of format 1 is read as the current format ({@link FormatOneUpgrade}).
 */
public final class ResultsLoader {

    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final ResultFileValidator validator = new ResultFileValidator();

    /**
     * Loads whichever of the two result files exist.
     *
     * @throws NoResultFilesException when neither exists
     * @throws RefusedResultFileException when any existing file must not be used
     */
    public AvailableResults load(Path resultsDir) {
        Map<BenchmarkKind, BenchmarkRun> runs = new EnumMap<>(BenchmarkKind.class);
        Map<Path, List<String>> refused = new LinkedHashMap<>();
        Map<Path, BenchmarkKind> kinds = new LinkedHashMap<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            Path file = resultsDir.resolve(kind.latestFileName());
            if (!Files.exists(file)) {
                continue;
            }
            kinds.put(file, kind);
            try {
                JsonNode root = mapper.readTree(file.toFile());
                FormatVersion version = FormatVersion.of(root);
                if (!version.readable()) {
                    refused.put(file, List.of(version.refusal(file, kind)));
                    continue;
                }
                if (version.unversioned() && root instanceof ObjectNode object) {
                    FormatOneUpgrade.apply(object);
                }
                LoadedResultFile content = mapper.treeToValue(withConcurrentReadsApart(root), LoadedResultFile.class);
                List<String> problems = validator.problems(kind, content);
                if (problems.isEmpty()) {
                    runs.put(kind, new BenchmarkRun(kind, file, content));
                } else {
                    refused.put(file, problems);
                }
            } catch (JsonProcessingException e) {
                refused.put(file, List.of("not a valid result file: " + e.getOriginalMessage()
                        + (e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr()
                        + ", column " + e.getLocation().getColumnNr())));
            } catch (IOException e) {
                refused.put(file, List.of("cannot be read: " + e));
            } catch (IllegalArgumentException e) {
                refused.put(file, List.of("not a valid result file: " + e.getMessage()));
            }
        }
        if (kinds.isEmpty()) {
            throw new NoResultFilesException(resultsDir);
        }
        if (!refused.isEmpty()) {
            throw new RefusedResultFileException(refused, kinds);
        }
        return new AvailableResults(resultsDir, Optional.ofNullable(runs.get(BenchmarkKind.WRITE)),
                Optional.ofNullable(runs.get(BenchmarkKind.READ)));
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
