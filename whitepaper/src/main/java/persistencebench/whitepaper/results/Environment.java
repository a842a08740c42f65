package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The machine, JVM, durability class, versions, database server settings and effective settings a result
 * file was measured with. The orchestrator's own JVM arguments and heap are deliberately not read: every
 * cell runs in a forked JVM of its own, and the orchestrator's command line may hold machine paths.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Environment(
        String jdk,
        String jvm,
        String os,
        Integer cpus,
        Long hostMemoryBytes,
        String durability,
        Map<String, String> versions,
        String database,
        Map<String, String> databaseSettings,
        Map<String, String> settings,
        JsonNode execution) {

    public Environment {
        versions = versions == null ? Map.of() : new LinkedHashMap<>(versions);
        databaseSettings = databaseSettings == null ? Map.of() : new LinkedHashMap<>(databaseSettings);
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
    }
}
