package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The code that measured (its {@code commit}, whether it was {@code dirty}), the machine (with its {@code cpuModel}, and the
 * {@code dataDevice} and {@code dataFileSystem} under {@code -Ddata}; null in files written before them), JVM,
 * durability class, the method of the cells' 95 % intervals ({@code intervals}), versions, database server settings and
 * effective settings a result file was measured with, and the values those that change what is measured have in a published
 * run ({@code publishedSettings}). {@code databases} holds every database server of the run by
 * engine name ({@code postgresql}, {@code h2}, ...); the older top-level {@code database} and {@code databaseSettings}
 * describe the first of them (PostgreSQL when it was selected), and are all a file written before the database
 * dimension has. The orchestrator's own JVM arguments and heap are deliberately not read: every cell runs in a forked
 * JVM of its own, and the orchestrator's command line may hold machine paths.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Environment(
        Map<String, Object> code,
        String jdk,
        String jvm,
        String os,
        Integer cpus,
        String cpuModel,
        Long hostMemoryBytes,
        String dataDevice,
        String dataFileSystem,
        String durability,
        String intervals,
        Map<String, String> versions,
        String database,
        Map<String, String> databaseSettings,
        Map<String, ResultDatabaseServer> databases,
        Map<String, String> settings,
        Map<String, String> publishedSettings,
        JsonNode execution) {

    public Environment {
        code = code == null ? Map.of() : new LinkedHashMap<>(code);
        versions = versions == null ? Map.of() : new LinkedHashMap<>(versions);
        databaseSettings = databaseSettings == null ? Map.of() : new LinkedHashMap<>(databaseSettings);
        databases = databases == null ? Map.of() : new LinkedHashMap<>(databases);
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
        publishedSettings = publishedSettings == null ? null : new LinkedHashMap<>(publishedSettings);
    }

    /**
     * Each setting that changes what is measured with the value a published run has (null: unset), as the program
     * recorded it beside {@link #settings()}; empty for a file written before it was recorded.
     */
    public Optional<Map<String, String>> published() {
        return Optional.ofNullable(publishedSettings);
    }

    /**
     * The part {@code name} of {@code execution} when it is an object holding {@code key}: a protocol's numbers; empty
     * for a file written before that part was recorded as numbers.
     */
    public Optional<JsonNode> executionPart(String name, String key) {
        JsonNode node = execution == null ? null : execution.get(name);
        return node != null && node.isObject() && node.has(key) ? Optional.of(node) : Optional.empty();
    }

    /** The setting naming the engines a run's SQL backends ran their study approaches on. */
    public static final String STUDY_DATABASES = "studyDatabases";

    /**
     * The engines a run's SQL backends ran their study approaches ({@code paper} and the steps from it) on
     * ({@code -DstudyDatabases}); empty for a file written before the setting (a read run before 2026-12-07), when they
     * ran on every engine of the run.
     */
    public Optional<List<String>> studyDatabases() {
        return Optional.ofNullable(settings.get(STUDY_DATABASES)).map(value -> List.of(value.split(",")));
    }
}
