package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import persistencebench.harness.measure.MachineQuietness;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.QuietnessField;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.resultformat.TopField;

/**
 * The study's result file, {@code results/scaling-<UTC timestamp>.json}, rewritten atomically after every step (so an
 * interrupted study leaves a file saying {@code finished: false} and which steps it finished), and copied to
 * {@code results/scaling-latest.json} once the study finishes. Its steps' own result files are in the directory of the
 * same name ({@code docs/result-files.md}, "The scaling file").
 */
final class StudyFile {
    static final String BENCHMARK = "scaling";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path results;
    private final Path file;
    private final ObjectNode root;

    private StudyFile(Path results, Path file, ObjectNode root) {
        this.results = results;
        this.file = file;
        this.root = root;
    }

    /** A new study's file; nothing is written before the first {@link #save}. */
    static StudyFile start(Path results, Map<String, Object> environment, List<String> draftReasons) {
        String startedAt = Instant.now().toString();
        ObjectNode root = Json.mapper().createObjectNode();
        root.put(TopField.FORMAT_VERSION.key(), ResultFormat.VERSION);
        root.put(TopField.BENCHMARK.key(), BENCHMARK);
        root.put(TopField.STARTED_AT.key(), startedAt);
        root.put(TopField.FINISHED.key(), false);
        ObjectNode publication = root.putObject(TopField.PUBLICATION.key());
        publication.put("status", draftReasons.isEmpty() ? "published" : "draft");
        ArrayNode reasons = publication.putArray("reasons");
        draftReasons.forEach(reasons::add);
        root.set(TopField.ENVIRONMENT.key(), Json.mapper().valueToTree(environment));
        root.putArray(ScalingField.STEPS.key());
        String name = BENCHMARK + "-" + STAMP.format(Instant.parse(startedAt));
        return new StudyFile(results, results.resolve(name + ".json"), root);
    }

    /** The newest unfinished study's file in {@code results}, for {@code -Dresume}. */
    static Optional<StudyFile> interrupted(Path results) {
        if (!Files.isDirectory(results)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(results)) {
            return files.filter(f -> f.getFileName().toString().matches(BENCHMARK + "-\\d{8}T\\d{6}Z\\.json")).sorted().reduce((a, b) -> b)
                    .map(f -> new StudyFile(results, f, (ObjectNode) StepRunner.read(f)))
                    .filter(study -> !study.root.path(TopField.FINISHED.key()).asBoolean());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + results, e);
        }
    }

    /** Where the steps' own result files go: one directory per step, beside this file. */
    Path stepResults() {
        return results.resolve(file.getFileName().toString().replace(".json", ""));
    }

    JsonNode environment() {
        return root.path(TopField.ENVIRONMENT.key());
    }

    JsonNode settings() {
        return environment().path(EnvironmentField.SETTINGS.key());
    }

    /** How long the step's program ran in this study before it was interrupted; 0 when it did not finish then. */
    long earlierSeconds(ScalingStep step) {
        for (JsonNode entry : root.path(ScalingField.STEPS.key())) {
            if (step.name().equals(entry.path(ScalingField.STEP.key()).asText())) {
                return entry.path(ScalingField.WALL_SECONDS.key()).asLong();
            }
        }
        return 0;
    }

    /** Records a step's outcome (replacing an earlier entry of the same step) and rewrites the file. */
    void step(StepOutcome outcome) {
        ArrayNode steps = (ArrayNode) root.get(ScalingField.STEPS.key());
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (outcome.step().name().equals(steps.get(i).path(ScalingField.STEP.key()).asText())) {
                steps.remove(i);
            }
        }
        ObjectNode entry = outcome.step().describe(steps.addObject());
        entry.put(ScalingField.FILE.key(), outcome.file() == null ? null : results.relativize(outcome.file().toAbsolutePath()).toString());
        entry.put(ScalingField.OUTCOME.key(), outcome.outcome());
        entry.put(ScalingField.REASON.key(), outcome.reason());
        entry.put(ScalingField.WALL_SECONDS.key(), outcome.wallSeconds());
        JsonNode stores = outcome.content() == null ? null
                : outcome.content().path(TopField.DATASET.key()).get(DatasetField.STORE_FACTS.key());
        if (stores != null) {
            entry.set(ScalingField.STORES.key(), stores);
        }
        quietnessDraftReason(outcome).ifPresent(this::draftReason);
        save();
    }

    /**
     * Why a step's machine makes the study a draft, by the programs' own rule applied to the step file's {@code quietness}
     * (a step's program has already made its own file a draft for it); empty when the step was quiet or says nothing.
     */
    private static Optional<String> quietnessDraftReason(StepOutcome outcome) {
        JsonNode quietness = outcome.content() == null ? null : outcome.content().get(TopField.QUIETNESS.key());
        if (quietness == null || !quietness.isObject()) {
            return Optional.empty();
        }
        JsonNode busiestShare = quietness.path(QuietnessField.BUSIEST_CELL_SHARE.key());
        return MachineQuietness.draftReason(quietness.path(QuietnessField.OTHER_CPU_SHARE.key()).asDouble(),
                        quietness.path(QuietnessField.STEAL_SHARE.key()).asDouble(),
                        quietness.path(QuietnessField.BUSIEST_CELL.key()).textValue(),
                        busiestShare.isNumber() ? busiestShare.asDouble() : null)
                .map(reason -> "step " + outcome.step().name() + ": " + reason);
    }

    private void draftReason(String reason) {
        ObjectNode publication = (ObjectNode) root.get(TopField.PUBLICATION.key());
        publication.put("status", "draft");
        ArrayNode reasons = (ArrayNode) publication.get("reasons");
        for (JsonNode known : reasons) {
            if (known.asText().equals(reason)) {
                return;
            }
        }
        reasons.add(reason);
    }

    /** The study's points and memory wall, then {@code finished: true}, and the copy to {@code scaling-latest.json}. */
    void finish(List<ObjectNode> points, List<ObjectNode> wall) {
        root.putArray(ScalingField.POINTS.key()).addAll(points);
        root.putArray(ScalingField.MEMORY_WALL.key()).addAll(wall);
        root.put(TopField.FINISHED_AT.key(), Instant.now().toString());
        root.put(TopField.FINISHED.key(), true);
        save();
        write(results.resolve(BENCHMARK + "-latest.json"));
    }

    Path file() {
        return file;
    }

    private void save() {
        write(file);
    }

    private void write(Path target) {
        try {
            Files.createDirectories(target.getParent());
            Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
            Json.mapper().writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), root);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}
